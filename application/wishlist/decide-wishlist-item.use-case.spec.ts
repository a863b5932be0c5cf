import { InvalidTransitionError, type ApprovalStatus } from '../../domain/wishlist/approval';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { RecordedNotifications } from '../testing/recorded-notifications';
import { DecideWishlistItemsUseCase, DecideWishlistItemUseCase } from './decide-wishlist-item.use-case';
import type { LockedWishlistItem, ParentWishlistItem, ParentWishlistRepository, WishlistDecision } from './parent-wishlist.port';
import { ParentWishlistItemNotFoundError } from './wishlist-approval.errors';

/** Items by id, each of one child; a parent reaches the items of the children listed for them. */
class FakeParentWishlist implements ParentWishlistRepository {
  readonly items = new Map<number, { studentId: number; status: ApprovalStatus; decision: WishlistDecision | null }>();
  readonly children = new Map<number, number[]>();
  readonly locked: number[] = [];

  private reaches(parentId: number, itemId: number) {
    const item = this.items.get(itemId);
    return item && (this.children.get(parentId) ?? []).includes(item.studentId) ? item : null;
  }

  async page(): Promise<{ rows: ParentWishlistItem[]; total: number }> {
    return { rows: [], total: 0 };
  }

  async item(parentId: number, itemId: number): Promise<ParentWishlistItem | null> {
    const item = this.reaches(parentId, itemId);
    if (!item) return null;
    return {
      id: itemId,
      name: `Wish ${itemId}`,
      approvalStatus: item.status,
      approvalNote: item.decision?.note ?? null,
      decidedAt: item.decision?.decidedAt ?? null,
      childId: item.studentId,
    } as ParentWishlistItem;
  }

  async getForUpdate(parentId: number, itemId: number): Promise<LockedWishlistItem | null> {
    const item = this.reaches(parentId, itemId);
    if (!item) return null;
    this.locked.push(itemId);
    return { id: itemId, studentId: item.studentId, approvalStatus: item.status };
  }

  async decide(itemId: number, decision: WishlistDecision): Promise<void> {
    const item = this.items.get(itemId)!;
    item.status = decision.status;
    item.decision = decision;
  }
}

describe('a parent deciding on wishlist items', () => {
  const now = new Date('2026-11-20T08:30:00Z');
  const setup = () => {
    const wishlist = new FakeParentWishlist();
    wishlist.children.set(1, [10]);
    wishlist.items.set(100, { studentId: 10, status: 'pending', decision: null });
    wishlist.items.set(101, { studentId: 10, status: 'approved', decision: null });
    wishlist.items.set(200, { studentId: 20, status: 'pending', decision: null });
    const notifications = new RecordedNotifications();
    const tx = { parentWishlist: wishlist, notifications, accountDeletions: { pendingFor: async () => null } } as unknown as Transaction;
    const unitOfWork: UnitOfWork = { run: (work) => work(tx), read: (work) => work(tx) };
    const decide = new DecideWishlistItemUseCase(unitOfWork, { now: () => now });
    return { wishlist, notifications, decide, decideMany: new DecideWishlistItemsUseCase(decide) };
  };

  it('approves a pending item under its lock, recording who, when and the trimmed note, and tells the child', async () => {
    const { wishlist, notifications, decide } = setup();
    const item = await decide.execute({ parentId: 1, itemId: 100, action: 'approve', note: '  Enjoy  ' });
    expect(item).toMatchObject({ approvalStatus: 'approved', approvalNote: 'Enjoy', decidedAt: now });
    expect(wishlist.locked).toEqual([100]);
    expect(wishlist.items.get(100)!.decision).toEqual({ status: 'approved', note: 'Enjoy', decidedBy: 1, decidedAt: now });
    expect(notifications.added).toEqual([{ userId: 10, kind: 'wishlistDecision', actorId: 1, params: { contentTitle: 'Wish 100', decision: 'approved' }, at: now }]);
  });

  it('a reset clears the decision and tells the child nothing; a blank note is no note', async () => {
    const { wishlist, notifications, decide } = setup();
    await decide.execute({ parentId: 1, itemId: 101, action: 'reset', note: '   ' });
    expect(wishlist.items.get(101)!.decision).toEqual({ status: 'pending', note: null, decidedBy: null, decidedAt: null });
    expect(notifications.added).toEqual([]);
  });

  it('refuses approve and deny from anything but pending, and an item of a child not connected, telling no one', async () => {
    const { wishlist, notifications, decide } = setup();
    await expect(decide.execute({ parentId: 1, itemId: 101, action: 'deny' })).rejects.toBeInstanceOf(InvalidTransitionError);
    await expect(decide.execute({ parentId: 1, itemId: 200, action: 'approve' })).rejects.toBeInstanceOf(ParentWishlistItemNotFoundError);
    await expect(decide.execute({ parentId: 1, itemId: 999, action: 'reset' })).rejects.toBeInstanceOf(ParentWishlistItemNotFoundError);
    expect(wishlist.items.get(101)!.status).toBe('approved');
    expect(wishlist.items.get(200)!.status).toBe('pending');
    expect(notifications.added).toEqual([]);
  });

  it('in bulk: each id once, skipping what is not pending or not reachable; answers the ids changed', async () => {
    const { wishlist, notifications, decideMany } = setup();
    expect(await decideMany.execute({ parentId: 1, itemIds: [101, 100, 200, 100, 999], action: 'deny', note: 'No' })).toEqual([100]);
    expect(wishlist.items.get(100)!.decision).toMatchObject({ status: 'denied', note: 'No', decidedBy: 1 });
    expect(notifications.added).toEqual([expect.objectContaining({ userId: 10, kind: 'wishlistDecision', params: { contentTitle: 'Wish 100', decision: 'denied' } })]);
  });
});
