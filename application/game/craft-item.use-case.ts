import { missingMaterials } from '../../domain/game/inventory/crafting-eligibility';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { LevelTooLowError, MissingMaterialsError, RecipeNotFoundError } from './game.errors';
import { lockPlayer } from './student-access';

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
