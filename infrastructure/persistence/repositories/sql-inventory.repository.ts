import type { InventoryRepository } from '../../../application/game/game.repositories.port';
import type { InventoryEntry } from '../../../application/game/player';
import type { Sql } from '../sql';

interface InventoryRow {
  id: number;
  item_id: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  rarity: string;
  type: InventoryEntry['type'];
  quantity: number;
  value: number;
  is_usable: boolean;
  is_sellable: boolean;
  acquired_at: Date;
  expires_at: Date | null;
  effects: Record<string, unknown>;
}

const ENTRY_SELECT = `SELECT inv.id, inv.item_id, i.name, i.description, i.icon, i.image, i.rarity, i.type, inv.quantity, i.value,
    i.is_usable, i.is_sellable, inv.acquired_at, inv.expires_at, i.effects
  FROM inventory_items inv JOIN items i ON i.item_id = inv.item_id`;

const toEntry = (row: InventoryRow): InventoryEntry => ({
  id: row.id,
  itemId: row.item_id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  image: row.image,
  rarity: row.rarity,
  type: row.type,
  quantity: row.quantity,
  value: row.value,
  isUsable: row.is_usable,
  isSellable: row.is_sellable,
  acquiredAt: new Date(row.acquired_at),
  expiresAt: row.expires_at && new Date(row.expires_at),
  effects: row.effects ?? {},
});

export class SqlInventoryRepository implements InventoryRepository {
  constructor(private readonly sql: Sql) {}

  async list(userId: number, now: Date): Promise<InventoryEntry[]> {
    const rows = await this.sql.rows<InventoryRow>(
      `${ENTRY_SELECT} WHERE inv.user_id = $1 AND inv.quantity > 0 AND (inv.expires_at IS NULL OR inv.expires_at > $2)
       ORDER BY inv.acquired_at DESC, inv.id DESC`,
      [userId, now],
    );
    return rows.map(toEntry);
  }

  async getForUpdate(userId: number, inventoryItemId: number): Promise<InventoryEntry | null> {
    const row = await this.sql.one<InventoryRow>(`${ENTRY_SELECT} WHERE inv.id = $1 AND inv.user_id = $2 FOR UPDATE OF inv`, [inventoryItemId, userId]);
    return row && toEntry(row);
  }

  async stacksForUpdate(userId: number, itemIds: readonly string[]): Promise<Record<string, number>> {
    const rows = await this.sql.rows<{ item_id: string; quantity: number }>(
      `SELECT item_id, quantity FROM inventory_items WHERE user_id = $1 AND item_id = ANY($2) AND expires_at IS NULL FOR UPDATE`,
      [userId, [...itemIds]],
    );
    return Object.fromEntries(rows.map((row) => [row.item_id, row.quantity]));
  }

  async add(userId: number, itemId: string, quantity: number, expiresAt: Date | null, now: Date): Promise<void> {
    if (expiresAt) {
      this.sql.send(`INSERT INTO inventory_items (user_id, item_id, quantity, acquired_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
        userId,
        itemId,
        quantity,
        now,
        expiresAt,
      ]);
      return;
    }
    this.sql.send(
      `INSERT INTO inventory_items (user_id, item_id, quantity, acquired_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, item_id) WHERE expires_at IS NULL
       DO UPDATE SET quantity = inventory_items.quantity + EXCLUDED.quantity, acquired_at = EXCLUDED.acquired_at`,
      [userId, itemId, quantity, now],
    );
  }

  async take(inventoryItemId: number, quantity: number): Promise<void> {
    await this.sql.execute(`UPDATE inventory_items SET quantity = quantity - $2 WHERE id = $1`, [inventoryItemId, quantity]);
    await this.sql.execute(`DELETE FROM inventory_items WHERE id = $1 AND quantity = 0`, [inventoryItemId]);
  }

  async takeFromStack(userId: number, itemId: string, quantity: number): Promise<void> {
    await this.sql.execute(`UPDATE inventory_items SET quantity = quantity - $3 WHERE user_id = $1 AND item_id = $2 AND expires_at IS NULL`, [
      userId,
      itemId,
      quantity,
    ]);
    await this.sql.execute(`DELETE FROM inventory_items WHERE user_id = $1 AND item_id = $2 AND expires_at IS NULL AND quantity = 0`, [userId, itemId]);
  }
}
