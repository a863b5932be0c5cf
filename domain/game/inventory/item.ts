import type { Rarity } from '../rewards/rarity';

export const ITEM_TYPES = ['material', 'crafted', 'usable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const TIERS = ['tier1', 'tier2', 'tier3', 'tier4'] as const;
export type Tier = (typeof TIERS)[number];

/** The level a crafting tier needs. */
export const TIER_REQUIRED_LEVEL: Readonly<Record<Tier, number>> = { tier1: 1, tier2: 5, tier3: 10, tier4: 20 };

/** The inventory lists the client shows, by item type. */
export const INVENTORY_LIST_FOR_TYPE: Readonly<Record<ItemType, 'rawMaterials' | 'craftedItems' | 'usableBoosts'>> = {
  material: 'rawMaterials',
  crafted: 'craftedItems',
  usable: 'usableBoosts',
};

/** What using an item does. `durationSeconds` is reported to the client as `duration`. */
export type ItemEffect = { type: 'xp_boost'; multiplier: number; durationSeconds: number } | { type: 'streak_freeze' };

export type MaterialAmount = { materialId: string; quantity: number };

/** A reference item of the catalogue (not a player's copy of it). */
export type CatalogueItem = {
  itemId: string;
  name: string;
  description: string;
  icon: string;
  rarity: Rarity;
  type: ItemType;
  /** Token value; selling pays `value × quantity`. */
  value: number;
  isUsable: boolean;
  isSellable: boolean;
  tier?: Tier;
  requiredLevel?: number;
  craftingRecipe?: MaterialAmount[];
  effects?: ItemEffect;
};

/** Selling needs the item to be sellable and worth more than 0 tokens. */
export function canSell(item: { isSellable: boolean; value: number }): boolean {
  return item.isSellable && item.value > 0;
}

/** Tokens paid for selling `quantity` of an item. */
export function saleValue(value: number, quantity: number): number {
  return value * quantity;
}
