/** The parent's view of the connected children's wishlists (the `wishlist` resource): the list, with its decisions. */
export { ParentWishlistTab as WishlistList } from './ParentWishlistTab';
