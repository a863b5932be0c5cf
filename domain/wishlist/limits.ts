import { DomainError } from '../shared/domain-error';

export const MAX_WISHLIST_ITEMS = 200;
export const MAX_WISHLIST_ITEM_COST = 1_000_000;
export const MAX_WISHLIST_NAME_LENGTH = 200;
export const MAX_WISHLIST_DESCRIPTION_LENGTH = 1000;

export class WishlistFullError extends DomainError {
  readonly code = 'WISHLIST_FULL';
  constructor() {
    super(`Your wishlist already holds ${MAX_WISHLIST_ITEMS} items. Remove one to add another.`);
  }
}

/** A student keeps at most 200 wishlist items; refuses the next one. */
export function assertRoomOnWishlist(itemCount: number): void {
  if (itemCount >= MAX_WISHLIST_ITEMS) throw new WishlistFullError();
}
