import { canCraft, canCraftInDetailModal, craftBlocker, DETAIL_MODAL_LEVEL, maxCraftable, missingMaterials, type RecipeRequirement } from './crafting-eligibility';

const lens: RecipeRequirement = {
  requiredLevel: 5,
  craftingRecipe: [
    { materialId: 'glass-lens', quantity: 1 },
    { materialId: 'wood-plank', quantity: 2 },
  ],
};

describe('crafting needs the level and enough of every material (spec §5)', () => {
  it.each([
    [5, { 'glass-lens': 1, 'wood-plank': 2 }, 1, true],
    [4, { 'glass-lens': 1, 'wood-plank': 2 }, 1, false], // level too low
    [9, { 'glass-lens': 1, 'wood-plank': 1 }, 1, false], // one plank short
    [9, { 'glass-lens': 2, 'wood-plank': 4 }, 2, true], // quantity 2 needs twice the materials
    [9, { 'glass-lens': 2, 'wood-plank': 3 }, 2, false],
    [9, { 'glass-lens': 2, 'wood-plank': 4 }, 0, false], // a quantity must be at least 1
  ])('level %i with %j crafting %i: %p', (level, owned, quantity, expected) => {
    expect(canCraft(level, lens, owned, quantity)).toBe(expected);
  });

  it('craft quantity defaults to 1', () => {
    expect(canCraft(5, lens, { 'glass-lens': 1, 'wood-plank': 2 })).toBe(true);
  });

  it('lists what is missing', () => {
    expect(missingMaterials(lens, { 'wood-plank': 1 })).toEqual([
      { materialId: 'glass-lens', required: 1, owned: 0, missing: 1 },
      { materialId: 'wood-plank', required: 2, owned: 1, missing: 1 },
    ]);
  });

  it.each([
    [3, {}, 'Need level 5'], // the level is checked first
    [3, { 'glass-lens': 1, 'wood-plank': 2 }, 'Need level 5'],
    [5, { 'glass-lens': 1 }, 'Missing materials'],
    [5, { 'glass-lens': 1, 'wood-plank': 2 }, null],
  ])("a level %i player with %j sees %p on the recipe row", (level, owned, blocker) => {
    expect(craftBlocker(level, lens, owned)).toBe(blocker);
  });

  it('the detail modal checks against level 999, so only materials matter', () => {
    expect(DETAIL_MODAL_LEVEL).toBe(999);
    const tier4: RecipeRequirement = { requiredLevel: 20, craftingRecipe: [{ materialId: 'dragon-scale', quantity: 1 }] };
    expect(canCraftInDetailModal(tier4, { 'dragon-scale': 1 })).toBe(true);
    expect(canCraftInDetailModal(tier4, {})).toBe(false);
  });

  it.each([
    [5, { 'glass-lens': 3, 'wood-plank': 7 }, 3],
    [5, { 'glass-lens': 0, 'wood-plank': 7 }, 0],
    [1, { 'glass-lens': 3, 'wood-plank': 7 }, 0],
  ])('level %i with %j can craft at most %i', (level, owned, most) => {
    expect(maxCraftable(level, lens, owned)).toBe(most);
  });
});
