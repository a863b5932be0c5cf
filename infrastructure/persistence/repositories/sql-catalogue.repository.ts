import type { CatalogueRepository } from '../../../application/game/game.repositories.port';
import type { Recipe } from '../../../domain/game/economy/catalogue';
import type { CatalogueItem, ItemEffect, Tier } from '../../../domain/game/inventory/item';
import type { Rarity } from '../../../domain/game/rewards/rarity';
import type { Sql } from '../sql';

interface ItemRow {
  item_id: string;
  name: string;
  description: string;
  icon: string;
  rarity: Rarity;
  type: CatalogueItem['type'];
  value: number;
  is_usable: boolean;
  is_sellable: boolean;
  tier: Tier | null;
  required_level: number;
  effects: Record<string, unknown>;
  materials: Array<{ materialId: string; quantity: number }> | null;
}

const ITEM_SELECT = `SELECT i.*, (SELECT json_agg(json_build_object('materialId', r.material_id, 'quantity', r.quantity) ORDER BY r.material_id)
    FROM recipe_materials r WHERE r.item_id = i.item_id) AS materials FROM items i`;

const toItem = (row: ItemRow): CatalogueItem => ({
  itemId: row.item_id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  rarity: row.rarity,
  type: row.type,
  value: row.value,
  isUsable: row.is_usable,
  isSellable: row.is_sellable,
  ...(row.tier ? { tier: row.tier, requiredLevel: row.required_level } : {}),
  ...(row.materials ? { craftingRecipe: row.materials } : {}),
  ...(Object.keys(row.effects ?? {}).length > 0 ? { effects: row.effects as ItemEffect } : {}),
});

const toRecipe = (row: ItemRow): Recipe => ({
  itemId: row.item_id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  tier: row.tier!,
  rarity: row.rarity,
  value: row.value,
  requiredLevel: row.required_level,
  craftingRecipe: row.materials ?? [],
});

export class SqlCatalogueRepository implements CatalogueRepository {
  constructor(private readonly sql: Sql) {}

  async item(itemId: string): Promise<CatalogueItem | null> {
    const row = await this.sql.one<ItemRow>(`${ITEM_SELECT} WHERE i.item_id = $1`, [itemId]);
    return row && toItem(row);
  }

  async recipe(itemId: string): Promise<Recipe | null> {
    const row = await this.sql.one<ItemRow>(`${ITEM_SELECT} WHERE i.item_id = $1 AND i.type = 'crafted' AND i.tier IS NOT NULL`, [itemId]);
    return row && row.materials ? toRecipe(row) : null;
  }

  async recipes(): Promise<Recipe[]> {
    const rows = await this.sql.rows<ItemRow>(`${ITEM_SELECT} WHERE i.type = 'crafted' AND i.tier IS NOT NULL ORDER BY i.tier, i.required_level, i.value`);
    return rows.filter((row) => row.materials).map(toRecipe);
  }
}
