import type { Transaction } from '../ports/unit-of-work.port';

export async function ownedMaterials(tx: Transaction, userId: number, now: Date): Promise<Record<string, number>> {
  const owned: Record<string, number> = {};
  for (const entry of await tx.inventory.list(userId, now)) {
    if (entry.type === 'material') owned[entry.itemId] = (owned[entry.itemId] ?? 0) + entry.quantity;
  }
  return owned;
}
