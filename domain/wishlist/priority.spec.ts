import { PRIORITY_WEIGHT, priorityBarWidth, sortWishlist, WISHLIST_TYPES, wishlistSummary, type WishlistPriority } from './priority';

const item = (id: string, priority: WishlistPriority, cost: number, addedOn: string) => ({ id, priority, cost, addedAt: new Date(addedOn) });
const items = [
  item('kit', 'low', 300, '2026-03-01'),
  item('course', 'high', 50, '2026-03-02'),
  item('badge', 'medium', 120, '2026-03-03'),
  item('book', 'high', 80, '2026-03-04'),
];

describe('wishlist priority (spec §2, §9)', () => {
  it.each([
    ['high', 3, 100],
    ['medium', 2, 66],
    ['low', 1, 33],
  ] as const)('%s priority weighs %i with a %i %% bar', (priority, weight, width) => {
    expect(PRIORITY_WEIGHT[priority]).toBe(weight);
    expect(priorityBarWidth(priority)).toBe(width);
  });

  it('types are reward, course, certificate and item', () => {
    expect(WISHLIST_TYPES).toEqual(['reward', 'course', 'certificate', 'item']);
  });

  it.each([
    ['priority', ['book', 'course', 'badge', 'kit']], // high first, newest first within a priority
    ['cost', ['kit', 'badge', 'book', 'course']], // most expensive first
    ['recent', ['book', 'badge', 'course', 'kit']], // newest first
  ] as const)('sorted by %s: %j', (by, order) => {
    expect(sortWishlist(items, by).map((i) => i.id)).toEqual(order);
  });

  it('sorting leaves the list itself alone', () => {
    sortWishlist(items, 'cost');
    expect(items.map((i) => i.id)).toEqual(['kit', 'course', 'badge', 'book']);
  });

  it('the header totals count items, cost and approval states', () => {
    expect(
      wishlistSummary([
        { cost: 100, approvalStatus: 'approved' },
        { cost: 40, approvalStatus: 'pending' },
        { cost: 10, approvalStatus: 'pending' },
        { cost: 5, approvalStatus: 'denied' },
      ]),
    ).toEqual({ count: 4, totalCost: 155, approved: 1, denied: 1, pending: 2 });
  });
});
