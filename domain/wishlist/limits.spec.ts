import { assertRoomOnWishlist, MAX_WISHLIST_ITEMS, WishlistFullError } from './limits';

describe('a wishlist holds at most 200 items', () => {
  it.each([
    [0, true],
    [199, true],
    [200, false],
    [250, false],
  ])('with %i items there is room for one more: %p', (count, room) => {
    expect(MAX_WISHLIST_ITEMS).toBe(200);
    if (room) expect(() => assertRoomOnWishlist(count)).not.toThrow();
    else expect(() => assertRoomOnWishlist(count)).toThrow(WishlistFullError);
  });
});
