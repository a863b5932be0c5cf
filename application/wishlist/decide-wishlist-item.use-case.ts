import { InvalidTransitionError, transitionWishlistItem, type ApprovalAction } from '../../domain/wishlist/approval';
import type { Clock } from '../ports/clock.port';
import { requireChildStaying } from '../parents/parent-access';
import { ChildLeavingError } from '../parents/parents.errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ParentWishlistItem } from './parent-wishlist.port';
import { ParentWishlistItemNotFoundError } from './wishlist-approval.errors';

export interface DecideWishlistItemCommand {
  parentId: number;
  itemId: number;
  action: ApprovalAction;
  note?: string;
}

/**
 * A parent approves, denies or resets an item of a connected child's wishlist (the domain's state
 * machine decides what is allowed). The item row is locked first, so two parents deciding at once
 * cannot both move it from pending: the second reads the first one's decision and is refused.
 * Approve and deny record who decided and when, and tell the child; a reset makes the item wait for
 * a decision again, which the child sees on their list.
 */
export class DecideWishlistItemUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: DecideWishlistItemCommand): Promise<ParentWishlistItem> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const item = await tx.parentWishlist.getForUpdate(command.parentId, command.itemId);
      if (!item) throw new ParentWishlistItemNotFoundError();
      await requireChildStaying(tx, item.studentId);
      const status = transitionWishlistItem(item.approvalStatus, command.action);
      const decided = command.action !== 'reset';
      await tx.parentWishlist.decide(item.id, {
        status,
        note: command.note?.trim() || null,
        decidedBy: decided ? command.parentId : null,
        decidedAt: decided ? now : null,
      });
      const changed = (await tx.parentWishlist.item(command.parentId, item.id))!;
      if (status === 'approved' || status === 'denied') {
        await tx.notifications.add({ userId: item.studentId, kind: 'wishlistDecision', actorId: command.parentId, params: { contentTitle: changed.name, decision: status }, at: now });
      }
      return changed;
    });
  }
}

/**
 * Approves or denies many items, each through DecideWishlistItemUseCase in a transaction of its own.
 * Items that are not pending, unknown, of a child not connected or of a child being deleted are skipped; answers the ids changed.
 */
export class DecideWishlistItemsUseCase {
  constructor(private readonly decide: DecideWishlistItemUseCase) {}

  async execute(command: { parentId: number; itemIds: readonly number[]; action: 'approve' | 'deny'; note?: string }): Promise<number[]> {
    const changed: number[] = [];
    for (const itemId of new Set(command.itemIds)) {
      try {
        await this.decide.execute({ parentId: command.parentId, itemId, action: command.action, note: command.note });
        changed.push(itemId);
      } catch (error) {
        if (!(error instanceof InvalidTransitionError || error instanceof ParentWishlistItemNotFoundError || error instanceof ChildLeavingError)) throw error;
      }
    }
    return changed;
  }
}
