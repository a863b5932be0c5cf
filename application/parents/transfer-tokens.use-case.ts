import { assertCanPay } from '../../domain/tokens/payment';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { applyMonthlyBudget } from './credit-monthly-budget';
import { requireChildStaying, requireConnectedChild } from './parent-access';
import { ChildNotFoundError } from './parents.errors';

export interface TransferResult {
  transfer: { id: number; childId: number; amount: number; note: string | null; createdAt: Date };
  tokenBalance: number;
}

/**
 * Moves tokens from a parent to a connected child: both balances change in one transaction, with a
 * 'parent_transfer' ledger row on each side and the child told of it, or nothing happens. The
 * parent's row is locked first, then the child's, the order every token command keeps.
 */
export class TransferTokensUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { parentId: number; childId: number; amount: number; note: string | null }): Promise<TransferResult> {
    const now = this.clock.now();
    // The month's budget arrives with the parent's first request even when the transfer is refused.
    await this.unitOfWork.run((tx) => applyMonthlyBudget(tx, command.parentId, now));
    return this.unitOfWork.run(async (tx) => {
      const parent = await applyMonthlyBudget(tx, command.parentId, now);
      await requireConnectedChild(tx, command.parentId, command.childId);
      await requireChildStaying(tx, command.childId);
      const child = await tx.players.getForUpdate(command.childId);
      if (!child) throw new ChildNotFoundError();
      assertCanPay(command.amount, parent.tokenBalance);
      const transferId = await tx.parentTransfers.record({ parentId: command.parentId, childId: child.userId, amount: command.amount, note: command.note, at: now });
      const reference = `transfer:${transferId}`;
      const [tokenBalance] = await Promise.all([
        tx.ledger.changeTokens(command.parentId, -command.amount, 'parent_transfer', reference),
        tx.ledger.changeTokens(child.userId, command.amount, 'parent_transfer', reference),
        tx.notifications.add({ userId: child.userId, kind: 'tokensReceived', actorId: command.parentId, params: { amount: command.amount }, at: now }),
      ]);
      return { transfer: { id: transferId, childId: child.userId, amount: command.amount, note: command.note, createdAt: now }, tokenBalance };
    });
  }
}
