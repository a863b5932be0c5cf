import { requireConnectedChild } from '../parents/parent-access';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ParentWishlistItem, ParentWishlistQuery } from './parent-wishlist.port';
import { ParentWishlistItemNotFoundError } from './wishlist-approval.errors';

/**
 * The wishlist items of the parent's connected children, filtered, sorted and sliced, and how many
 * match. Naming a child who is unknown or not connected answers CHILD_NOT_FOUND.
 */
export class ListParentWishlistUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; query: ParentWishlistQuery }): Promise<{ rows: ParentWishlistItem[]; total: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (command.query.childId !== undefined) await requireConnectedChild(tx, command.parentId, command.query.childId);
      return tx.parentWishlist.page(command.parentId, command.query);
    });
  }
}

/** One item of a connected child's wishlist. */
export class GetParentWishlistItemUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; itemId: number }): Promise<ParentWishlistItem> {
    return this.unitOfWork.run(async (tx) => {
      const item = await tx.parentWishlist.item(command.parentId, command.itemId);
      if (!item) throw new ParentWishlistItemNotFoundError();
      return item;
    });
  }
}
