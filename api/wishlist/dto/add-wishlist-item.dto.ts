import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  MAX_WISHLIST_DESCRIPTION_LENGTH,
  MAX_WISHLIST_ITEM_COST,
  MAX_WISHLIST_NAME_LENGTH,
} from '../../../domain/wishlist/limits';
import { WISHLIST_PRIORITIES, WISHLIST_TYPES, type WishlistPriority, type WishlistType } from '../../../domain/wishlist/priority';
import { MAX_ID } from '../../common/id-param';

const NO_NUL = /^[^\u0000]*$/;
const isCourse = (body: AddWishlistItemDto) => body.type === 'course';

/**
 * POST /student/wishlist: a course by `contentId` (its name and cost come from the course), or a
 * reward, certificate or item with `name` and `cost` (class-validator runs bottom-up).
 */
export class AddWishlistItemDto {
  @ApiProperty({ enum: WISHLIST_TYPES, example: 'course' })
  @IsIn(WISHLIST_TYPES, { message: `type must be one of ${WISHLIST_TYPES.join(', ')}` })
  type: WishlistType;

  @ApiPropertyOptional({ example: 12, description: "The course's content id; only for type 'course'" })
  @IsOptional()
  @Max(MAX_ID, { message: 'contentId is not a course' })
  @Min(1, { message: 'contentId is not a course' })
  @IsInt({ message: 'contentId must be a whole number' })
  contentId?: number;

  @ApiPropertyOptional({ maxLength: MAX_WISHLIST_NAME_LENGTH, example: 'Science kit', description: 'Not for courses' })
  @ValidateIf((body: AddWishlistItemDto) => !isCourse(body) || body.name !== undefined)
  @Matches(NO_NUL, { message: 'name must not contain NUL characters' })
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(MAX_WISHLIST_NAME_LENGTH, { message: `name must be at most ${MAX_WISHLIST_NAME_LENGTH} characters` })
  @IsString({ message: 'name is required' })
  name?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_WISHLIST_ITEM_COST, example: 150, description: 'In tokens; not for courses' })
  @ValidateIf((body: AddWishlistItemDto) => !isCourse(body) || body.cost !== undefined)
  @Max(MAX_WISHLIST_ITEM_COST, { message: `cost must be at most ${MAX_WISHLIST_ITEM_COST.toLocaleString('en')}` })
  @Min(0, { message: 'cost must be 0 or more' })
  @IsInt({ message: 'cost must be a whole number of tokens' })
  cost?: number;

  @ApiPropertyOptional({ enum: WISHLIST_PRIORITIES, default: 'medium' })
  @IsOptional()
  @IsIn(WISHLIST_PRIORITIES, { message: `priority must be one of ${WISHLIST_PRIORITIES.join(', ')}` })
  priority?: WishlistPriority;

  @ApiPropertyOptional({ maxLength: MAX_WISHLIST_DESCRIPTION_LENGTH })
  @IsOptional()
  @Matches(NO_NUL, { message: 'description must not contain NUL characters' })
  @MaxLength(MAX_WISHLIST_DESCRIPTION_LENGTH, { message: `description must be at most ${MAX_WISHLIST_DESCRIPTION_LENGTH} characters` })
  @IsString({ message: 'description must be text' })
  description?: string;
}
