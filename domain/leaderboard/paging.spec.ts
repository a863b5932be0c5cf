import { hasMore, pageBounds } from './paging';

describe('board paging', () => {
  it.each([
    [1, 50, { page: 1, limit: 50, offset: 0 }],
    [3, 20, { page: 3, limit: 20, offset: 40 }],
    [0, 20, { page: 1, limit: 20, offset: 0 }], // page at least 1
    [-4, 20, { page: 1, limit: 20, offset: 0 }],
    [2, 500, { page: 2, limit: 100, offset: 100 }], // limit at most 100
    [2, 0, { page: 2, limit: 1, offset: 1 }], // limit at least 1
    [Number.NaN, Number.NaN, { page: 1, limit: 50, offset: 0 }], // defaults: page 1, 50 per page
  ])('page %d with limit %d reads %j', (page, limit, bounds) => {
    expect(pageBounds(page, limit)).toEqual(bounds);
  });

  it.each([
    [1, 50, 120, true],
    [2, 50, 120, true],
    [3, 50, 120, false],
    [1, 20, 20, false],
    [1, 20, 0, false],
  ])('page %i of %i with %i rows has more: %p', (page, limit, total, more) => {
    expect(hasMore(page, limit, total)).toBe(more);
  });
});
