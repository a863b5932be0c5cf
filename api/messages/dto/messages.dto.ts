import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param';
import { NamedPersonDto } from '../../common/named-person.dto';
import { MessageBody } from './message-body';

export const THREAD_PAGE_SIZE_MAX = 50;

export class MessageDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  threadId: number;

  @ApiProperty({ type: NamedPersonDto })
  sender: NamedPersonDto;

  @ApiProperty({ description: 'Plain text' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  sentAt: Date;
}

export class ThreadPartyDto extends NamedPersonDto {
  @ApiProperty({ enum: ['parent', 'teacher'], enumName: 'ThreadSide' })
  role: 'parent' | 'teacher';
}

export class ThreadSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: NamedPersonDto, description: 'The child the thread is about' })
  child: NamedPersonDto;

  @ApiProperty({ type: ThreadPartyDto, description: 'The other side: the teacher for a parent, the parent for a teacher' })
  with: ThreadPartyDto;

  @ApiProperty({ type: MessageDto, nullable: true })
  lastMessage: MessageDto | null;

  @ApiProperty({ type: 'integer', description: 'Messages from the other side I have not read' })
  unread: number;

  @ApiProperty({ description: 'I get no notification for new messages' })
  muted: boolean;

  @ApiProperty({ enum: ['open', 'readOnly'], enumName: 'ThreadStanding', description: 'readOnly once the child left the class or the parent link ended' })
  standing: 'open' | 'readOnly';

  @ApiProperty({ type: String, format: 'date-time' })
  lastMessageAt: Date;
}

export class ThreadPageDto {
  @ApiProperty({ type: [ThreadSummaryDto] })
  items: ThreadSummaryDto[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'Unread messages over all my threads' })
  unread: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  limit: number;
}

export class ThreadDetailDto {
  @ApiProperty({ type: ThreadSummaryDto })
  thread: ThreadSummaryDto;

  @ApiProperty({ type: [MessageDto], description: 'Oldest first' })
  messages: MessageDto[];

  @ApiProperty({ description: 'Older messages exist: ask with before = the first message id' })
  hasMore: boolean;
}

export class StartedThreadDto {
  @ApiProperty({ type: ThreadSummaryDto })
  thread: ThreadSummaryDto;

  @ApiProperty({ type: MessageDto })
  message: MessageDto;
}

export class MessageContactDto {
  @ApiProperty({ type: NamedPersonDto })
  child: NamedPersonDto;

  @ApiProperty({ type: ThreadPartyDto })
  person: ThreadPartyDto;

  @ApiProperty({ type: [String], description: "The teacher's classes the child is in" })
  classNames: string[];
}

export class ThreadsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Max(1000, { message: 'page must be at most 1000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: THREAD_PAGE_SIZE_MAX, default: 20 })
  @IsOptional()
  @Max(THREAD_PAGE_SIZE_MAX, { message: `limit must be at most ${THREAD_PAGE_SIZE_MAX}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = 20;
}

export class ThreadMessagesQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Only messages before this message id (older ones)' })
  @IsOptional()
  @Max(Number.MAX_SAFE_INTEGER, { message: 'before is not a message' })
  @Min(1, { message: 'before is not a message' })
  @IsInt({ message: 'before must be a whole number' })
  @Type(() => Number)
  before?: number;
}

export class StartThreadDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: "The teacher's user id (for a parent) or the parent's (for a teacher)" })
  @Max(MAX_ID, { message: 'recipientId is not a person you can write to' })
  @Min(1, { message: 'recipientId is not a person you can write to' })
  @IsInt({ message: 'recipientId must be a whole number' })
  recipientId: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'The child the thread is about' })
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  childId: number;

  @MessageBody()
  body: string;
}

export class ReplyDto {
  @MessageBody()
  body: string;
}

export class MuteThreadDto {
  @ApiProperty({ description: 'true mutes the thread, false unmutes it' })
  @IsBoolean({ message: 'muted must be true or false' })
  muted: boolean;
}
