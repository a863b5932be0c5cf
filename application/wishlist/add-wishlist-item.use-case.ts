import { isEnrollable } from '../../domain/content/content-access';
import { assertRoomOnWishlist } from '../../domain/wishlist/limits';
import type { WishlistPriority } from '../../domain/wishlist/priority';
import { ContentNotFoundError } from '../content/content.errors';
import { lockPlayer } from '../game/student-access';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import type { NewWishlistItem, WishlistItem } from '../learning/learning.repositories.port';
import { AlreadyOnWishlistError } from '../learning/learning.errors';

export type AddWishlistItemCommand = { userId: number; priority?: WishlistPriority; description?: string } & (
  | { type: 'course'; contentId: number }
  | { type: 'reward' | 'certificate' | 'item'; name: string; cost: number }
);

const DEFAULT_PRIORITY: WishlistPriority = 'medium';

/**
 * Adds a course (its name and price come from the catalogue) or a reward, certificate or item to the
 * student's wishlist, pending their parents' approval. The student's lock keeps the 200-item cap
 * exact; the unique index keeps a course on the list once.
 */
export class AddWishlistItemUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: AddWishlistItemCommand): Promise<WishlistItem> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      assertRoomOnWishlist(await tx.studentWishlist.count(player.userId));
      const id = await tx.studentWishlist.add(await this.newItem(tx, command, now));
      if (id === null) throw new AlreadyOnWishlistError();
      return (await tx.studentWishlist.item(player.userId, id))!;
    });
  }

  private async newItem(tx: Transaction, command: AddWishlistItemCommand, now: Date): Promise<NewWishlistItem> {
    const common = {
      studentId: command.userId,
      priority: command.priority ?? DEFAULT_PRIORITY,
      description: command.description?.trim() || null,
      addedAt: now,
    };
    if (command.type !== 'course') return { ...common, type: command.type, name: command.name.trim(), cost: command.cost, contentId: null };
    const course = await tx.studentWishlist.course(command.contentId);
    if (!course || !isEnrollable(course)) throw new ContentNotFoundError();
    return { ...common, type: 'course', name: course.title, cost: course.tokenPrice, contentId: command.contentId };
  }
}
