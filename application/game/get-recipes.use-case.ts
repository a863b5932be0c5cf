import { canCraft, craftBlocker } from '../../domain/game/inventory/crafting-eligibility';
import { findCatalogueItem } from '../../domain/game/economy/catalogue';
import { studentRead } from './student-read';
import { ownedMaterials } from './crafting';

export class GetRecipesUseCase extends studentRead(async (tx, player, now) => {
  const owned = await ownedMaterials(tx, player.userId, now);
  const recipes = (await tx.catalogue.recipes()).map((recipe) => ({
    ...recipe,
    craftingRecipe: recipe.craftingRecipe.map((material) => {
      const item = findCatalogueItem(material.materialId);
      return { ...material, name: item?.name ?? material.materialId, icon: item?.icon ?? '', owned: owned[material.materialId] ?? 0 };
    }),
    canCraft: canCraft(player.level, recipe, owned),
    blocker: craftBlocker(player.level, recipe, owned),
  }));
  return { recipes, userLevel: player.level };
}) {}
