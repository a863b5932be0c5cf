import { TIER_REQUIRED_LEVEL, type CatalogueItem, type MaterialAmount, type Tier } from '../inventory/item';
import type { Rarity } from '../rewards/rarity';

/** A recipe as the client lists it (spec §3, Recipe). */
export type Recipe = {
  itemId: string;
  name: string;
  description: string;
  icon: string;
  tier: Tier;
  rarity: Rarity;
  value: number;
  requiredLevel: number;
  craftingRecipe: MaterialAmount[];
};

const recipe = (
  itemId: string,
  name: string,
  description: string,
  icon: string,
  tier: Tier,
  rarity: Rarity,
  value: number,
  craftingRecipe: MaterialAmount[],
): Recipe => ({ itemId, name, description, icon, tier, rarity, value, requiredLevel: TIER_REQUIRED_LEVEL[tier], craftingRecipe });

/** Crafted items, two per tier; each is worth more than its materials. */
export const RECIPES: readonly Recipe[] = [
  recipe('wooden-bookmark', 'Wooden Bookmark', 'Never lose your page again.', '🔖', 'tier1', 'common', 15, [
    { materialId: 'wood-plank', quantity: 3 },
    { materialId: 'paper-sheet', quantity: 1 },
  ]),
  recipe('quill-pen', 'Quill Pen', 'A classic pen for careful notes.', '✒️', 'tier1', 'common', 18, [
    { materialId: 'ink-vial', quantity: 2 },
    { materialId: 'wood-plank', quantity: 2 },
  ]),
  recipe('magnifying-glass', 'Magnifying Glass', 'For the curious explorer of small things.', '🔎', 'tier2', 'rare', 60, [
    { materialId: 'glass-lens', quantity: 2 },
    { materialId: 'iron-ingot', quantity: 1 },
    { materialId: 'wood-plank', quantity: 2 },
  ]),
  recipe('scholar-satchel', "Scholar's Satchel", 'A bag with room for every book.', '🎒', 'tier2', 'rare', 55, [
    { materialId: 'silver-thread', quantity: 2 },
    { materialId: 'paper-sheet', quantity: 4 },
    { materialId: 'iron-ingot', quantity: 1 },
  ]),
  recipe('crystal-globe', 'Crystal Globe', 'The whole world in the palm of your hand.', '🔮', 'tier3', 'epic', 220, [
    { materialId: 'crystal-shard', quantity: 3 },
    { materialId: 'glass-lens', quantity: 2 },
    { materialId: 'stone-block', quantity: 4 },
  ]),
  recipe('clockwork-owl', 'Clockwork Owl', 'A wise mechanical companion.', '🦉', 'tier3', 'epic', 240, [
    { materialId: 'golden-gear', quantity: 3 },
    { materialId: 'iron-ingot', quantity: 4 },
    { materialId: 'silver-thread', quantity: 2 },
  ]),
  recipe('phoenix-quill', 'Phoenix Quill', 'Words written with it never fade.', '🪄', 'tier4', 'legendary', 700, [
    { materialId: 'phoenix-feather', quantity: 2 },
    { materialId: 'star-dust', quantity: 3 },
    { materialId: 'ink-vial', quantity: 5 },
  ]),
  recipe('dragon-scale-tome', 'Dragon Scale Tome', 'A legendary book bound in dragon scale.', '📖', 'tier4', 'legendary', 800, [
    { materialId: 'dragon-scale', quantity: 2 },
    { materialId: 'crystal-shard', quantity: 3 },
    { materialId: 'paper-sheet', quantity: 10 },
  ]),
];

/** The catalogue entry of a crafted item. */
export function craftedItemOf(recipe: Recipe): CatalogueItem {
  return {
    itemId: recipe.itemId,
    name: recipe.name,
    description: recipe.description,
    icon: recipe.icon,
    rarity: recipe.rarity,
    type: 'crafted',
    value: recipe.value,
    isUsable: false,
    isSellable: true,
    tier: recipe.tier,
    requiredLevel: recipe.requiredLevel,
    craftingRecipe: recipe.craftingRecipe.map((part) => ({ ...part })),
  };
}
