export const WISHLIST_TYPES = ['reward', 'course', 'certificate', 'item'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];

export const WISHLIST_PRIORITIES = ['high', 'medium', 'low'] as const;
export type WishlistPriority = (typeof WISHLIST_PRIORITIES)[number];

export type WishlistSort = 'priority' | 'cost' | 'recent';

export const PRIORITY_WEIGHT: Readonly<Record<WishlistPriority, number>> = { high: 3, medium: 2, low: 1 };

/** Width of the priority bar, in percent. */
export const PRIORITY_BAR_WIDTH: Readonly<Record<WishlistPriority, number>> = { high: 100, medium: 66, low: 33 };

export function priorityBarWidth(priority: WishlistPriority): number {
  return PRIORITY_BAR_WIDTH[priority];
}

type Sortable = { priority: WishlistPriority; cost: number; addedAt: Date };

const newestFirst = (a: Sortable, b: Sortable) => b.addedAt.getTime() - a.addedAt.getTime();

/**
 * Sorts a copy of the wishlist: by priority (high first), by cost (most expensive first) or by
 * recently added (newest first); ties go to the newest item.
 */
export function sortWishlist<T extends Sortable>(items: readonly T[], by: WishlistSort): T[] {
  const order: Record<WishlistSort, (a: T, b: T) => number> = {
    priority: (a, b) => PRIORITY_WEIGHT[b.priority] - PRIORITY_WEIGHT[a.priority] || newestFirst(a, b),
    cost: (a, b) => b.cost - a.cost || newestFirst(a, b),
    recent: newestFirst,
  };
  return [...items].sort(order[by]);
}

export function isWishlistType(value: unknown): value is WishlistType {
  return typeof value === 'string' && (WISHLIST_TYPES as readonly string[]).includes(value);
}

export function isWishlistPriority(value: unknown): value is WishlistPriority {
  return typeof value === 'string' && (WISHLIST_PRIORITIES as readonly string[]).includes(value);
}

/** The header totals: how many items, their total cost, and how many are approved, denied, pending. */
export function wishlistSummary(items: ReadonlyArray<{ cost: number; approvalStatus: 'pending' | 'approved' | 'denied' }>): {
  count: number;
  totalCost: number;
  approved: number;
  denied: number;
  pending: number;
} {
  return {
    count: items.length,
    totalCost: items.reduce((sum, item) => sum + item.cost, 0),
    approved: items.filter((item) => item.approvalStatus === 'approved').length,
    denied: items.filter((item) => item.approvalStatus === 'denied').length,
    pending: items.filter((item) => item.approvalStatus === 'pending').length,
  };
}
