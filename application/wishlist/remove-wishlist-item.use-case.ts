import type { UnitOfWork } from '../ports/unit-of-work.port';
import { WishlistItemNotFoundError } from '../learning/learning.errors';

/** Removes an item from the student's own wishlist; anyone else's item is as unknown as a missing one. */
export class RemoveWishlistItemUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { userId: number; itemId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.studentWishlist.remove(command.userId, command.itemId))) throw new WishlistItemNotFoundError();
      return { id: command.itemId };
    });
  }
}
