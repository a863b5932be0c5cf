import { effectEndsAt } from '../../domain/game/inventory/boosts';
import type { ItemEffect } from '../../domain/game/inventory/item';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { InsufficientQuantityError, InventoryItemNotFoundError, ItemNotUsableError } from './game.errors';
import { lockPlayer } from './student-access';

export interface EffectApplied {
  type: string;
  multiplier?: number;
  /** Seconds. */
  duration?: number;
  endsAt?: string;
}

/** Uses an item: an XP boost starts (or extends by its quantity); a streak freeze restores the grace day. */
export class UseItemUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { userId: number; inventoryItemId: number; quantity: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const entry = await tx.inventory.getForUpdate(player.userId, command.inventoryItemId);
      if (!entry || (entry.expiresAt && entry.expiresAt <= now)) throw new InventoryItemNotFoundError();
      const effect = entry.effects as ItemEffect | Record<string, never>;
      if (!entry.isUsable || !('type' in effect)) throw new ItemNotUsableError();
      if (entry.quantity < command.quantity) throw new InsufficientQuantityError(entry.quantity);

      let effectApplied: EffectApplied;
      if (effect.type === 'xp_boost') {
        const duration = effect.durationSeconds * command.quantity;
        const endsAt = effectEndsAt(now, duration);
        await tx.boosts.add(player.userId, effect.type, effect.multiplier, now, endsAt);
        effectApplied = { type: effect.type, multiplier: effect.multiplier, duration, endsAt: endsAt.toISOString() };
      } else {
        if (command.quantity !== 1) throw new ItemNotUsableError('A streak freeze is used one at a time');
        if (player.graceDay) throw new ItemNotUsableError('Your grace day is already there: keep the freeze for later');
        player.graceDay = true;
        effectApplied = { type: effect.type };
      }
      await tx.inventory.take(entry.id, command.quantity);
      await tx.players.save(player, now);
      return {
        item: { itemId: entry.itemId, name: entry.name, icon: entry.icon, remaining: entry.quantity - command.quantity },
        quantity: command.quantity,
        effectApplied,
      };
    });
  }
}
