import { newestDrops } from '../../domain/game/inventory/boosts';
import { INVENTORY_LIST_FOR_TYPE } from '../../domain/game/inventory/item';
import { inventoryItemView, type InventoryItemView } from './inventory-view';
import { studentRead } from './student-read';

export class GetInventoryUseCase extends studentRead(async (tx, player, now) => {
  const entries = await tx.inventory.list(player.userId, now);
  const lists: Record<'rawMaterials' | 'craftedItems' | 'usableBoosts', InventoryItemView[]> = {
    rawMaterials: [],
    craftedItems: [],
    usableBoosts: [],
  };
  for (const entry of entries) lists[INVENTORY_LIST_FOR_TYPE[entry.type]].push(inventoryItemView(entry, now));
  const activeBoosts = (await tx.boosts.active(player.userId, now)).map((boost) => ({ ...boost, endsAt: boost.endsAt.toISOString() }));
  const recentDrops = newestDrops(entries).map((entry) => inventoryItemView(entry, now));
  return { ...lists, activeBoosts, recentDrops };
}) {}
