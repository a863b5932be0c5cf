import { newestDrops } from '../../domain/inventory/boosts';
import { INVENTORY_LIST_FOR_TYPE } from '../../domain/inventory/item';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { inventoryItemView, type InventoryItemView } from './inventory-view';
import { findPlayer } from './student-access';

export class GetInventoryUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
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
    });
  }
}
