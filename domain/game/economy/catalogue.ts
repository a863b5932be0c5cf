import type { CatalogueItem } from '../inventory/item';
import { draw, type Rarity } from '../rewards/rarity';
import type { RandomSource } from '../../shared/random';
import { craftedItemOf, RECIPES } from './crafted-items';
import { MATERIALS } from './materials';
import { USABLE_BOOSTS } from './usable-boosts';

export { RECIPES, type Recipe } from './crafted-items';

/** The reference catalogue to seed: materials, crafted items and usable boosts. */
export const ITEM_CATALOGUE: readonly CatalogueItem[] = [...MATERIALS, ...RECIPES.map(craftedItemOf), ...USABLE_BOOSTS];

/** A catalogue item by its slug, or undefined. */
export function findCatalogueItem(itemId: string): CatalogueItem | undefined {
  return ITEM_CATALOGUE.find((item) => item.itemId === itemId);
}

/** The materials of one rarity, in catalogue order. */
export function materialsOfRarity(rarity: Rarity): CatalogueItem[] {
  return MATERIALS.filter((item) => item.rarity === rarity);
}

/** Picks one material of `rarity` with one draw, each equally likely. */
export function pickMaterial(rarity: Rarity, random: RandomSource): CatalogueItem {
  const candidates = materialsOfRarity(rarity);
  return candidates[Math.min(candidates.length - 1, Math.floor(draw(random) * candidates.length))];
}
