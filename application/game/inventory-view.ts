import { expiresWithin24Hours } from '../../domain/game/inventory/boosts';
import type { InventoryEntry } from './player';

/** An inventory row as the client reads it (spec §3, Item), with the expiry warning mark. */
export function inventoryItemView(entry: InventoryEntry, now: Date) {
  return {
    ...entry,
    acquiredAt: entry.acquiredAt.toISOString(),
    expiresAt: entry.expiresAt?.toISOString() ?? null,
    expiringSoon: expiresWithin24Hours(entry.expiresAt, now),
  };
}

export type InventoryItemView = ReturnType<typeof inventoryItemView>;
