import type { WishlistType } from '../../../../../domain/wishlist/priority';
import type { WishlistItem } from '../../../api/learning-api';

/** A wishlist item with its date read, as the domain's sort takes it. */
export type WishlistEntry = Omit<WishlistItem, 'addedAt'> & { addedAt: Date };

export type WishlistFilter = 'all' | WishlistType;

export const WISHLIST_FILTERS: readonly WishlistFilter[] = ['all', 'reward', 'course', 'certificate', 'item'];

export function toWishlistEntries(items: readonly WishlistItem[]): WishlistEntry[] {
  return items.map((item) => ({ ...item, addedAt: new Date(item.addedAt) }));
}

export function filterWishlist(entries: readonly WishlistEntry[], filter: WishlistFilter): WishlistEntry[] {
  return filter === 'all' ? [...entries] : entries.filter((entry) => entry.type === filter);
}

/** How many entries each filter shows. */
export function countsByFilter(entries: readonly WishlistEntry[]): Record<WishlistFilter, number> {
  const counts: Record<WishlistFilter, number> = { all: entries.length, reward: 0, course: 0, certificate: 0, item: 0 };
  for (const entry of entries) counts[entry.type] += 1;
  return counts;
}
