import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CraftItemUseCase } from '../../../application/game/craft-item.use-case';
import type { GetCraftingMaterialsUseCase } from '../../../application/game/get-crafting-materials.use-case';
import type { GetRecipesUseCase } from '../../../application/game/get-recipes.use-case';
import type { GetInventoryUseCase } from '../../../application/game/get-inventory.use-case';
import type { InventoryItemView } from '../../../application/game/inventory-view';
import type { SellItemUseCase } from '../../../application/game/sell-item.use-case';
import type { EffectApplied, UseItemUseCase } from '../../../application/game/use-item.use-case';
import type { Tier } from '../../../domain/game/inventory/item';
import type { Rarity } from '../../../domain/game/rewards/rarity';
import { API_ENUMS } from '../../common/api-enums';
import type { UseCaseAnswer } from '../../common/data-answer';
import { NamedItemDto } from './named-item.dto';
import { ItemDropDto } from './xp-result.dto';

type Inventory = UseCaseAnswer<GetInventoryUseCase>;
type ActiveBoostView = Inventory['activeBoosts'][number];
type CraftingMaterial = UseCaseAnswer<GetCraftingMaterialsUseCase>[number];
type RecipeView = UseCaseAnswer<GetRecipesUseCase>['recipes'][number];
type RecipeMaterialView = RecipeView['craftingRecipe'][number];

/** An inventory row as the client reads it (spec §3, Item). */
export class InventoryItemDto extends NamedItemDto implements InventoryItemView {
  @ApiProperty({ type: 'integer', description: 'The inventory entry (inventoryItemId of sell and use)' })
  id: number;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ example: 'common' })
  rarity: string;

  @ApiProperty({ enum: ['material', 'crafted', 'usable'] })
  type: 'material' | 'crafted' | 'usable';

  @ApiProperty({ type: 'integer' })
  quantity: number;

  @ApiProperty({ type: 'integer', description: 'Tokens a sale pays for one' })
  value: number;

  @ApiProperty()
  isUsable: boolean;

  @ApiProperty()
  isSellable: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  acquiredAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({ description: 'It expires within 24 hours' })
  expiringSoon: boolean;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What using it does: {type, multiplier, durationSeconds}; {} for an item without effect' })
  effects: Record<string, unknown>;
}

export class ActiveBoostDto implements ActiveBoostView {
  @ApiProperty({ example: 'xp_boost' })
  type: string;

  @ApiProperty({ example: 1.5 })
  multiplier: number;

  @ApiProperty({ type: String, format: 'date-time' })
  endsAt: string;
}

/** GET /student/inventory. */
export class InventoryDto implements Inventory {
  @ApiProperty({ type: () => [InventoryItemDto] })
  rawMaterials: InventoryItemDto[];

  @ApiProperty({ type: () => [InventoryItemDto] })
  craftedItems: InventoryItemDto[];

  @ApiProperty({ type: () => [InventoryItemDto] })
  usableBoosts: InventoryItemDto[];

  @ApiProperty({ type: () => [ActiveBoostDto] })
  activeBoosts: ActiveBoostDto[];

  @ApiProperty({ type: () => [InventoryItemDto], description: 'The newest items received' })
  recentDrops: InventoryItemDto[];
}

/** The item a sale or a use took from, and what is left of it. */
export class InventoryItemLeftDto extends NamedItemDto {
  @ApiProperty({ type: 'integer' })
  remaining: number;
}

/** POST /student/inventory/sell. */
export class SellResultDto implements UseCaseAnswer<SellItemUseCase> {
  @ApiProperty({ type: () => InventoryItemLeftDto })
  item: InventoryItemLeftDto;

  @ApiProperty({ type: 'integer' })
  quantity: number;

  @ApiProperty({ type: 'integer' })
  tokensEarned: number;

  @ApiProperty({ type: 'integer' })
  tokenBalance: number;
}

export class EffectAppliedDto implements EffectApplied {
  @ApiProperty({ example: 'xp_boost' })
  type: string;

  @ApiPropertyOptional()
  multiplier?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Seconds' })
  duration?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  endsAt?: string;
}

/** POST /student/inventory/use. */
export class UseResultDto implements UseCaseAnswer<UseItemUseCase> {
  @ApiProperty({ type: () => InventoryItemLeftDto })
  item: InventoryItemLeftDto;

  @ApiProperty({ type: 'integer' })
  quantity: number;

  @ApiProperty({ type: () => EffectAppliedDto })
  effectApplied: EffectAppliedDto;
}

/** GET /student/crafting/materials: one stack per material the student owns, as a drop names it. */
export class CraftingMaterialDto extends ItemDropDto implements CraftingMaterial {}

export class RecipeMaterialDto implements RecipeMaterialView {
  @ApiProperty()
  materialId: string;

  @ApiProperty({ type: 'integer' })
  quantity: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  icon: string;

  @ApiProperty({ type: 'integer', description: 'How many the student owns' })
  owned: number;
}

export class RecipeDto extends NamedItemDto implements RecipeView {
  @ApiProperty()
  description: string;

  @ApiProperty(API_ENUMS.tier)
  tier: Tier;

  @ApiProperty(API_ENUMS.rarity)
  rarity: Rarity;

  @ApiProperty({ type: 'integer' })
  value: number;

  @ApiProperty({ type: 'integer' })
  requiredLevel: number;

  @ApiProperty({ type: () => [RecipeMaterialDto] })
  craftingRecipe: RecipeMaterialDto[];

  @ApiProperty()
  canCraft: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Need level 5' })
  blocker: string | null;
}

/** GET /student/crafting/recipes answers the recipes in `data` and the level beside it. */
export class RecipesAnswerDto {
  @ApiProperty({ type: () => [RecipeDto] })
  data: RecipeDto[];

  @ApiProperty({ type: 'integer' })
  userLevel: number;
}

export class CraftedItemDto extends NamedItemDto {
  @ApiProperty(API_ENUMS.rarity)
  rarity: Rarity;

  @ApiProperty({ type: 'integer' })
  value: number;

  @ApiProperty(API_ENUMS.tier)
  tier: Tier;
}

export class ConsumedMaterialDto {
  @ApiProperty()
  materialId: string;

  @ApiProperty({ type: 'integer' })
  quantity: number;
}

/** POST /student/crafting/craft. */
export class CraftResultDto implements UseCaseAnswer<CraftItemUseCase> {
  @ApiProperty({ type: () => CraftedItemDto })
  craftedItem: CraftedItemDto;

  @ApiProperty({ type: 'integer' })
  quantity: number;

  @ApiProperty({ type: () => [ConsumedMaterialDto] })
  consumed: ConsumedMaterialDto[];
}
