import { ACCESS_TYPES } from '../../domain/content/access-type';
import { SKILL_LEVELS } from '../../domain/analytics/skill';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../domain/content/content-taxonomy';
import { TIERS } from '../../domain/game/inventory/item';
import { RARITIES } from '../../domain/game/rewards/rarity';
import { PERIODS } from '../../domain/shared/calendar';
import { DAY_PARTS } from '../../domain/shared/day-part';
import { APPROVAL_STATUSES } from '../../domain/wishlist/approval';
import { WISHLIST_PRIORITIES, WISHLIST_TYPES } from '../../domain/wishlist/priority';

/**
 * The domain's closed sets of words as named schemas of the API document (`enumName`), so the web's
 * generated types carry them as unions. Pass one as an @ApiProperty's options without a description:
 * @nestjs/swagger would move the description onto the shared schema.
 */
export const API_ENUMS = {
  contentType: { enum: [...CONTENT_TYPES], enumName: 'ContentType' },
  contentCategory: { enum: [...CONTENT_CATEGORIES], enumName: 'ContentCategory' },
  difficulty: { enum: [...DIFFICULTIES], enumName: 'Difficulty' },
  visibility: { enum: [...VISIBILITIES], enumName: 'Visibility' },
  accessType: { enum: [...ACCESS_TYPES], enumName: 'AccessType' },
  skillLevel: { enum: [...SKILL_LEVELS], enumName: 'SkillLevel' },
  dayPart: { enum: [...DAY_PARTS], enumName: 'DayPart' },
  wishlistType: { enum: [...WISHLIST_TYPES], enumName: 'WishlistType' },
  wishlistPriority: { enum: [...WISHLIST_PRIORITIES], enumName: 'WishlistPriority' },
  approvalStatus: { enum: [...APPROVAL_STATUSES], enumName: 'ApprovalStatus' },
  rarity: { enum: [...RARITIES], enumName: 'Rarity' },
  tier: { enum: [...TIERS], enumName: 'Tier' },
  period: { enum: [...PERIODS], enumName: 'ChallengePeriod' },
} as const;
