import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_MAX, type NotificationKind } from '../../../domain/notifications/notification-kinds';
import { NamedPersonDto } from '../../common/named-person.dto';

/** What a notification says beyond its kind and actor; which fields a kind carries is listed with each. */
export class NotificationParamsDto {
  @ApiPropertyOptional({ type: 'integer', description: 'tokensReceived, sale: tokens' })
  amount?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'announcement' })
  announcementId?: number;

  @ApiPropertyOptional({ description: 'challengeReceived' })
  challengeType?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'message: the child the thread is about' })
  childId?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'classInvitation, announcement' })
  classId?: number;

  @ApiPropertyOptional({ description: 'classInvitation, announcement' })
  className?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'sale, sponsoredEnrollment' })
  contentId?: number;

  @ApiPropertyOptional({ description: 'wishlistDecision, sale, sponsoredEnrollment' })
  contentTitle?: string;

  @ApiPropertyOptional({ enum: ['approved', 'denied'], enumName: 'WishDecision', description: 'wishlistDecision' })
  decision?: 'approved' | 'denied';

  @ApiPropertyOptional({ description: 'goalSet' })
  goalTitle?: string;

  @ApiPropertyOptional({ description: "message, announcement: the text's start (plain text)" })
  preview?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'message' })
  threadId?: number;
}

export class NotificationDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind: NotificationKind;

  @ApiProperty({ type: NamedPersonDto, nullable: true, description: 'Who caused it, when a person did' })
  actor: NamedPersonDto | null;

  @ApiProperty({ type: NotificationParamsDto })
  params: NotificationParamsDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt: Date | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  items: NotificationDto[];

  @ApiProperty({ type: 'integer' })
  unread: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Give as before for the next page; null on the last' })
  nextBefore: number | null;
}

export class NotificationsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Only notifications older than this one' })
  @IsOptional()
  @Max(Number.MAX_SAFE_INTEGER, { message: 'before is not a notification' })
  @Min(1, { message: 'before is not a notification' })
  @IsInt({ message: 'before must be a whole number' })
  @Type(() => Number)
  before?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: NOTIFICATION_PAGE_MAX, default: 20 })
  @IsOptional()
  @Max(NOTIFICATION_PAGE_MAX, { message: `limit must be at most ${NOTIFICATION_PAGE_MAX}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = 20;
}

/** Either ids or all: true. */
export class MarkNotificationsReadDto {
  @ApiPropertyOptional({ type: [Number], maxItems: 100, description: 'These of mine (others are ignored)' })
  @ValidateIf((dto: MarkNotificationsReadDto) => dto.all === undefined || dto.ids !== undefined)
  @IsArray({ message: 'ids must be a list of notification ids, or send all: true' })
  @ArrayMinSize(1, { message: 'ids must name at least one notification' })
  @ArrayMaxSize(100, { message: 'ids may name at most 100 notifications' })
  @IsInt({ each: true, message: 'each id must be a whole number' })
  @Min(1, { each: true, message: 'each id must be a notification' })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: 'each id must be a notification' })
  ids?: number[];

  @ApiPropertyOptional({ enum: [true], description: 'Every notification of mine' })
  @ValidateIf((dto: MarkNotificationsReadDto) => dto.all !== undefined)
  @Equals(true, { message: 'all must be true' })
  all?: true;
}

export class NotificationsReadDto {
  @ApiProperty({ type: 'integer', description: 'How many became read' })
  marked: number;

  @ApiProperty({ type: 'integer', description: 'How many are still unread' })
  unread: number;
}
