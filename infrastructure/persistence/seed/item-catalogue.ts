import type { EntityManager } from 'typeorm';
import { ITEM_CATALOGUE, RECIPES } from '../../../domain/game/economy/catalogue';

/** Brings the reference item catalogue and its recipes up to date with the domain's list. Idempotent. */
export async function syncItemCatalogue(manager: EntityManager): Promise<void> {
  // Several instances may start at once; one at a time brings the catalogue up to date.
  await manager.query(`SELECT pg_advisory_xact_lock(7311)`);
  for (const item of ITEM_CATALOGUE) {
    await manager.query(
      `INSERT INTO items (item_id, name, description, icon, rarity, type, value, is_usable, is_sellable, tier, required_level, effects)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (item_id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, icon = EXCLUDED.icon,
         rarity = EXCLUDED.rarity, type = EXCLUDED.type, value = EXCLUDED.value, is_usable = EXCLUDED.is_usable,
         is_sellable = EXCLUDED.is_sellable, tier = EXCLUDED.tier, required_level = EXCLUDED.required_level, effects = EXCLUDED.effects`,
      [
        item.itemId,
        item.name,
        item.description,
        item.icon,
        item.rarity,
        item.type,
        item.value,
        item.isUsable,
        item.isSellable,
        item.tier ?? null,
        item.requiredLevel ?? 1,
        JSON.stringify(item.effects ?? {}),
      ],
    );
  }
  await manager.query(`DELETE FROM recipe_materials`);
  for (const recipe of RECIPES) {
    for (const material of recipe.craftingRecipe) {
      await manager.query(`INSERT INTO recipe_materials (item_id, material_id, quantity) VALUES ($1, $2, $3)`, [
        recipe.itemId,
        material.materialId,
        material.quantity,
      ]);
    }
  }
}
