import { craftedItemOf, RECIPES } from './crafted-items';
import { MATERIALS } from './materials';

const valueOf = (materialId: string) => MATERIALS.find((item) => item.itemId === materialId)?.value ?? Number.NaN;

describe('crafted items', () => {
  it.each(RECIPES.map((recipe) => [recipe.itemId, recipe] as const))('%s is worth more than the materials it consumes', (_, recipe) => {
    const materialsValue = recipe.craftingRecipe.reduce((sum, part) => sum + valueOf(part.materialId) * part.quantity, 0);
    expect(recipe.value).toBeGreaterThan(materialsValue);
  });

  it('a recipe becomes a sellable, non-usable crafted catalogue item', () => {
    expect(craftedItemOf(RECIPES[0])).toMatchObject({ type: 'crafted', isUsable: false, isSellable: true, requiredLevel: 1, tier: 'tier1' });
  });
});
