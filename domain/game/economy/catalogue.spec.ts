import { TIER_REQUIRED_LEVEL } from '../inventory/item';
import { RARITIES } from '../rewards/rarity';
import { findCatalogueItem, ITEM_CATALOGUE, materialsOfRarity, pickMaterial, RECIPES } from './catalogue';

const materials = ITEM_CATALOGUE.filter((item) => item.type === 'material');

describe('the seeded catalogue (PRODUCT.md: items, inventory, crafting)', () => {
  it('holds about a dozen materials', () => {
    expect(materials.length).toBeGreaterThanOrEqual(10);
    expect(materials.length).toBeLessThanOrEqual(14);
  });

  it.each(RARITIES)('has %s materials', (rarity) => {
    expect(materialsOfRarity(rarity).length).toBeGreaterThan(0);
    expect(materialsOfRarity(rarity).every((item) => item.rarity === rarity)).toBe(true);
  });

  it('item ids are unique kebab-case slugs', () => {
    const ids = ITEM_CATALOGUE.map((item) => item.itemId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each([
    ['tier1', 1],
    ['tier2', 5],
    ['tier3', 10],
    ['tier4', 20],
  ] as const)('crafted items of %s need level %i', (tier, level) => {
    const ofTier = RECIPES.filter((recipe) => recipe.tier === tier);
    expect(ofTier.length).toBeGreaterThan(0);
    for (const recipe of ofTier) expect(recipe.requiredLevel).toBe(level);
    expect(TIER_REQUIRED_LEVEL[tier]).toBe(level);
  });

  it('every recipe uses catalogue materials in positive whole quantities', () => {
    for (const recipe of RECIPES) {
      expect(recipe.craftingRecipe.length).toBeGreaterThan(0);
      for (const part of recipe.craftingRecipe) {
        expect(findCatalogueItem(part.materialId)?.type).toBe('material');
        expect(Number.isInteger(part.quantity) && part.quantity > 0).toBe(true);
      }
    }
  });

  it('crafted items are in the catalogue with their recipe', () => {
    for (const recipe of RECIPES) {
      expect(findCatalogueItem(recipe.itemId)).toMatchObject({ type: 'crafted', tier: recipe.tier, requiredLevel: recipe.requiredLevel });
    }
  });

  it('the XP boost doubles XP for 30 minutes', () => {
    expect(findCatalogueItem('xp-boost')).toMatchObject({
      type: 'usable',
      isUsable: true,
      effects: { type: 'xp_boost', multiplier: 2, durationSeconds: 1800 },
    });
  });

  it('the streak freeze restores the grace day', () => {
    expect(findCatalogueItem('streak-freeze')).toMatchObject({ type: 'usable', isUsable: true, effects: { type: 'streak_freeze' } });
  });

  it('money-like numbers are whole and every item can be sold for something', () => {
    for (const item of ITEM_CATALOGUE) {
      expect(Number.isInteger(item.value) && item.value > 0).toBe(true);
    }
  });

  it('an unknown id is not in the catalogue', () => {
    expect(findCatalogueItem('unobtainium')).toBeUndefined();
  });
});

describe('picking a material of a rarity', () => {
  it.each(RARITIES)('every %s material can be picked, each by its own slice of the draw', (rarity) => {
    const candidates = materialsOfRarity(rarity);
    const picked = candidates.map((_, index) => pickMaterial(rarity, () => (index + 0.5) / candidates.length).itemId);
    expect(picked).toEqual(candidates.map((item) => item.itemId));
    expect(pickMaterial(rarity, () => 0.9999999).rarity).toBe(rarity);
  });
});
