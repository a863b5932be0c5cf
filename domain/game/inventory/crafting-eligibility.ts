import type { MaterialAmount } from './item';

export type RecipeRequirement = { requiredLevel: number; craftingRecipe: MaterialAmount[] };

export type MissingMaterial = { materialId: string; required: number; owned: number; missing: number };

/** The recipe detail modal checks against this level, so there only materials matter (spec §5). */
export const DETAIL_MODAL_LEVEL = 999;

/** Every material short for crafting `quantity` items (a material listed twice is summed). */
export function missingMaterials(recipe: RecipeRequirement, owned: Record<string, number>, quantity = 1): MissingMaterial[] {
  const needed = new Map<string, number>();
  for (const { materialId, quantity: each } of recipe.craftingRecipe) {
    needed.set(materialId, (needed.get(materialId) ?? 0) + each * quantity);
  }
  const missing: MissingMaterial[] = [];
  for (const [materialId, required] of needed) {
    const have = Math.max(0, owned[materialId] ?? 0);
    if (have < required) missing.push({ materialId, required, owned: have, missing: required - have });
  }
  return missing;
}

/** Crafting-ready: the level suffices and every material is there in enough quantity. */
export function canCraft(level: number, recipe: RecipeRequirement, owned: Record<string, number>, quantity = 1): boolean {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return false;
  return level >= recipe.requiredLevel && missingMaterials(recipe, owned, quantity).length === 0;
}

/** What the recipe row shows when it cannot be crafted: the level first, then materials. */
export function craftBlocker(
  level: number,
  recipe: RecipeRequirement,
  owned: Record<string, number>,
  quantity = 1,
): string | null {
  if (level < recipe.requiredLevel) return `Need level ${recipe.requiredLevel}`;
  if (missingMaterials(recipe, owned, Math.max(1, quantity)).length > 0) return 'Missing materials';
  return null;
}

/** The recipe detail modal's check: materials only (level taken as 999). */
export function canCraftInDetailModal(recipe: RecipeRequirement, owned: Record<string, number>, quantity = 1): boolean {
  return canCraft(DETAIL_MODAL_LEVEL, recipe, owned, quantity);
}

/** How many items the owned materials are enough for (0 when the level is too low). */
export function maxCraftable(level: number, recipe: RecipeRequirement, owned: Record<string, number>): number {
  if (level < recipe.requiredLevel || recipe.craftingRecipe.length === 0) return 0;
  const needed = new Map<string, number>();
  for (const { materialId, quantity } of recipe.craftingRecipe) needed.set(materialId, (needed.get(materialId) ?? 0) + quantity);
  let most = Number.POSITIVE_INFINITY;
  for (const [materialId, each] of needed) {
    if (each > 0) most = Math.min(most, Math.floor(Math.max(0, owned[materialId] ?? 0) / each));
  }
  return Number.isFinite(most) ? most : 0;
}
