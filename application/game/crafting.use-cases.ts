import { canCraft, craftBlocker, missingMaterials } from '../../domain/inventory/crafting-eligibility';
import { findCatalogueItem } from '../../domain/economy/catalogue';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { LevelTooLowError, MissingMaterialsError, RecipeNotFoundError } from './game.errors';
import { lockPlayer } from './student-access';
import { studentRead } from './student-read';

async function ownedMaterials(tx: Transaction, userId: number, now: Date): Promise<Record<string, number>> {
  const owned: Record<string, number> = {};
  for (const entry of await tx.inventory.list(userId, now)) {
    if (entry.type === 'material') owned[entry.itemId] = (owned[entry.itemId] ?? 0) + entry.quantity;
  }
  return owned;
}

export class GetCraftingMaterialsUseCase extends studentRead(async (tx, player, now) => {
  const owned = await ownedMaterials(tx, player.userId, now);
  return Object.entries(owned).map(([itemId, quantity]) => {
    const item = findCatalogueItem(itemId);
    return { itemId, quantity, name: item?.name ?? itemId, icon: item?.icon ?? '', rarity: item?.rarity ?? 'common' };
  });
}) {}

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

/** Consumes the materials and adds the crafted items in one transaction. */
export class CraftItemUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { userId: number; itemId: string; quantity: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const recipe = await tx.catalogue.recipe(command.itemId);
      if (!recipe) throw new RecipeNotFoundError(command.itemId);
      if (player.level < recipe.requiredLevel) throw new LevelTooLowError(recipe.requiredLevel);
      const owned = await tx.inventory.stacksForUpdate(player.userId, recipe.craftingRecipe.map((m) => m.materialId));
      const missing = missingMaterials(recipe, owned, command.quantity);
      if (missing.length > 0) throw new MissingMaterialsError(missing);
      for (const material of recipe.craftingRecipe) {
        await tx.inventory.takeFromStack(player.userId, material.materialId, material.quantity * command.quantity);
      }
      await tx.inventory.add(player.userId, recipe.itemId, command.quantity, null, now);
      await tx.activity.addToTotals(player.userId, { itemsCrafted: command.quantity }, now);
      await tx.players.save(player, now);
      return {
        craftedItem: { itemId: recipe.itemId, name: recipe.name, icon: recipe.icon, rarity: recipe.rarity, value: recipe.value, tier: recipe.tier },
        quantity: command.quantity,
        consumed: recipe.craftingRecipe.map((m) => ({ materialId: m.materialId, quantity: m.quantity * command.quantity })),
      };
    });
  }
}
