import { DomainError } from '../../domain/shared/domain-error';

/**
 * An unknown item and an item of a child who is not connected to this parent answer alike, so a
 * parent learns nothing about other families' wishlists.
 */
export class ParentWishlistItemNotFoundError extends DomainError {
  readonly code = 'WISHLIST_ITEM_NOT_FOUND';
  constructor() {
    super('Wishlist item not found.');
  }
}
