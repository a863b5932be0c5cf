import { canSell, saleValue } from '../../domain/game/inventory/item';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { InsufficientQuantityError, InventoryItemNotFoundError, ItemNotSellableError } from './game.errors';
import { lockPlayer } from './student-access';

/** Sells items from one inventory row for `value × quantity` tokens. */
export class SellItemUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number; inventoryItemId: number; quantity: number }) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const entry = await tx.inventory.getForUpdate(player.userId, command.inventoryItemId);
      if (!entry || (entry.expiresAt && entry.expiresAt <= now)) throw new InventoryItemNotFoundError();
      if (!canSell(entry)) throw new ItemNotSellableError();
      if (entry.quantity < command.quantity) throw new InsufficientQuantityError(entry.quantity);
      const tokens = saleValue(entry.value, command.quantity);
      await tx.inventory.take(entry.id, command.quantity);
      player.tokenBalance = await tx.ledger.changeTokens(player.userId, tokens, 'item_sale', `${entry.itemId}x${command.quantity}`);
      player.tokensEarned += tokens;
      await tx.players.save(player, now);
      return {
        item: { itemId: entry.itemId, name: entry.name, icon: entry.icon, remaining: entry.quantity - command.quantity },
        quantity: command.quantity,
        tokensEarned: tokens,
        tokenBalance: player.tokenBalance,
      };
    });
    void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
