import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ParentWishlistItem } from '../../../application/wishlist/parent-wishlist.port';
import { WishlistItemDto } from './wishlist-item.dto';
import { MAX_ID } from '../../common/id-param';

export const MAX_APPROVAL_NOTE_LENGTH = 500;
export const MAX_BULK_WISHLIST_IDS = 100;

export class ParentWishlistStudentUserDto {
  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}

/** The child whose wishlist holds the item. */
export class ParentWishlistStudentDto {
  @ApiProperty({ type: 'integer', description: "The student's user id" })
  id: number;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: () => ParentWishlistStudentUserDto })
  user: ParentWishlistStudentUserDto;
}

/** A connected child's wishlist item as the parent sees it: the student's item, whose it is, when it was decided. */
export class ParentWishlistItemDto extends WishlistItemDto implements ParentWishlistItem {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a parent approved or denied it; null while pending' })
  decidedAt: Date | null;

  @ApiProperty({ type: 'integer', description: "The child's user id" })
  childId: number;

  @ApiProperty({ type: () => ParentWishlistStudentDto })
  student: ParentWishlistStudentDto;
}

/** GET /parent/wishlist: all connected children, or one. */
export class ParentWishlistQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Only this connected child (their user id)' })
  @IsOptional()
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  @Type(() => Number)
  childId?: number;
}

/** POST /parent/wishlist/{id}/approve, /deny, /reset: an optional note the child sees with the decision. */
export class WishlistDecisionDto {
  @ApiPropertyOptional({ maxLength: MAX_APPROVAL_NOTE_LENGTH, example: 'Great choice, enjoy it!' })
  @IsOptional()
  @MaxLength(MAX_APPROVAL_NOTE_LENGTH, { message: `note must be at most ${MAX_APPROVAL_NOTE_LENGTH} characters` })
  @IsString({ message: 'note must be text' })
  note?: string;
}

/** POST /admin/wishlist/approve-many, /deny-many. */
export class WishlistBulkDecisionDto extends WishlistDecisionDto {
  @ApiProperty({ type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: MAX_BULK_WISHLIST_IDS, example: [12, 13] })
  @Max(MAX_ID, { each: true, message: 'ids must be wishlist item ids' })
  @Min(1, { each: true, message: 'ids must be wishlist item ids' })
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @ArrayMaxSize(MAX_BULK_WISHLIST_IDS, { message: `ids may name at most ${MAX_BULK_WISHLIST_IDS} items` })
  @ArrayMinSize(1, { message: 'ids must name at least one item' })
  @IsArray({ message: 'ids must be a list of item ids' })
  ids: number[];
}
