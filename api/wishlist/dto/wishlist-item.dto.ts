import { ApiProperty } from '@nestjs/swagger';
import type { WishlistItem } from '../../../application/learning/learning.repositories.port';
import type { ApprovalStatus } from '../../../domain/wishlist/approval';
import type { WishlistPriority, WishlistType } from '../../../domain/wishlist/priority';
import { API_ENUMS } from '../../common/api-enums';
import { ContentCardDto } from '../../content/dto/content-card.dto';

export class WishlistItemDto implements WishlistItem {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty(API_ENUMS.wishlistType)
  type: WishlistType;

  @ApiProperty(API_ENUMS.wishlistPriority)
  priority: WishlistPriority;

  @ApiProperty({ type: 'integer', description: 'Tokens' })
  cost: number;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  addedAt: Date;

  @ApiProperty(API_ENUMS.approvalStatus)
  approvalStatus: ApprovalStatus;

  @ApiProperty({ type: String, nullable: true })
  approvalNote: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: "A course's content id" })
  contentId: number | null;

  @ApiProperty({ type: () => ContentCardDto, nullable: true, description: 'A course while it is in the catalogue' })
  contentItem: ContentCardDto | null;
}

/** DELETE /student/wishlist/{id}. */
export class RemovedWishlistItemDto {
  @ApiProperty({ type: 'integer' })
  id: number;
}
