import type { ApprovalStatus } from '../../domain/wishlist/approval';
import type { WishlistType } from '../../domain/wishlist/priority';
import type { WishlistItem } from '../learning/learning.repositories.port';

/** A child's wishlist item as their parent sees it: the student's item, whose it is and when it was decided. */
export interface ParentWishlistItem extends WishlistItem {
  decidedAt: Date | null;
  childId: number;
  student: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    user: { username: string; firstName: string | null; lastName: string | null };
  };
}

export const PARENT_WISHLIST_SORTS = ['addedAt', 'id', 'name', 'type', 'cost', 'priority', 'approvalStatus', 'childId', 'decidedAt'] as const;
export type ParentWishlistSort = (typeof PARENT_WISHLIST_SORTS)[number];

/** Which items of the parent's connected children, in which order, which slice (`limit` null: all). */
export interface ParentWishlistQuery {
  sort: ParentWishlistSort;
  order: 'ASC' | 'DESC';
  childId?: number;
  approvalStatus?: ApprovalStatus;
  type?: WishlistType;
  /** Words in the item's name or description. */
  q?: string;
  ids?: number[];
  offset: number;
  limit: number | null;
}

/** What a decision needs of an item, read under its lock. */
export interface LockedWishlistItem {
  id: number;
  studentId: number;
  approvalStatus: ApprovalStatus;
}

export interface WishlistDecision {
  status: ApprovalStatus;
  note: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
}

/** The wishlists of a parent's connected (accepted) children; nothing of any other student is reachable here. */
export interface ParentWishlistRepository {
  page(parentId: number, query: ParentWishlistQuery): Promise<{ rows: ParentWishlistItem[]; total: number }>;
  item(parentId: number, itemId: number): Promise<ParentWishlistItem | null>;
  /** Locks the item (`FOR UPDATE`) when it belongs to a connected child; null otherwise. */
  getForUpdate(parentId: number, itemId: number): Promise<LockedWishlistItem | null>;
  decide(itemId: number, decision: WishlistDecision): Promise<void>;
}
