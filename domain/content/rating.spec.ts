import { averageRating, isValidRating, ratePercent, ratingDistribution } from './rating';

describe('ratings: 1 to 5 stars, averages to 1 decimal', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
  ])('%d stars is a valid rating: %p', (stars, valid) => {
    expect(isValidRating(stars)).toBe(valid);
  });

  it.each([
    [[], 0],
    [[5, 4], 4.5],
    [[5, 4, 4], 4.3],
    [[1, 2, 2], 1.7],
  ])('%j averages %d', (ratings, average) => {
    expect(averageRating(ratings)).toBe(average);
  });

  it('the distribution runs from 5 stars down to 1', () => {
    expect(ratingDistribution([5, 5, 3, 1])).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it.each([
    [30, 120, 25],
    [0, 0, 0],
    [150, 100, 100], // bars capped at 100 %
  ])('%i of %i is %i %%', (part, whole, percent) => {
    expect(ratePercent(part, whole)).toBe(percent);
  });
});
