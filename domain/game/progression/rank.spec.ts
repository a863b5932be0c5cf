import { rankForLevel } from './rank';

describe('rank from level (PRODUCT.md table)', () => {
  it.each([
    [1, 'Bronze I'],
    [3, 'Bronze I'],
    [4, 'Bronze II'],
    [6, 'Bronze II'],
    [7, 'Bronze III'],
    [9, 'Bronze III'],
    [10, 'Silver I'],
    [12, 'Silver I'],
    [13, 'Silver II'],
    [16, 'Silver III'],
    [18, 'Silver III'],
    [19, 'Gold I'],
    [22, 'Gold II'],
    [25, 'Gold III'],
    [27, 'Gold III'],
    [28, 'Platinum I'],
    [31, 'Platinum II'],
    [34, 'Platinum III'],
    [36, 'Platinum III'],
    [37, 'Diamond I'],
    [39, 'Diamond I'],
    [40, 'Diamond II'],
    [49, 'Diamond II'],
    [50, 'Diamond III'],
    [120, 'Diamond III'],
    [0, 'Bronze I'],
  ])('rank for level %i is %s', (level, rank) => {
    expect(rankForLevel(level)).toBe(rank);
  });
});
