import { applyRatingChange, ratingChange, shownRatingAverage, storedRatingAverage } from './rating-change';

describe('a rating changes the sums of the content and its teacher', () => {
  it.each([
    [null, 4, { sumDelta: 4, countDelta: 1 }], // first rating
    [4, 2, { sumDelta: -2, countDelta: 0 }], // replaced: sums change, count stays
    [3, 3, { sumDelta: 0, countDelta: 0 }],
  ])('from %p to %i stars: %j', (previous, stars, change) => {
    expect(ratingChange(previous, stars)).toEqual(change);
  });

  it('applies the change to kept sums', () => {
    expect(applyRatingChange({ sum: 9, count: 2 }, { sumDelta: -2, countDelta: 0 })).toEqual({ sum: 7, count: 2 });
  });

  it.each([
    [{ sum: 0, count: 0 }, 0, 0],
    [{ sum: 9, count: 2 }, 4.5, 4.5],
    [{ sum: 13, count: 3 }, 4.33, 4.3],
    [{ sum: 5, count: 3 }, 1.67, 1.7],
  ])('%j averages %d stored and %d shown', (sums, stored, shown) => {
    expect(storedRatingAverage(sums)).toBe(stored);
    expect(shownRatingAverage(sums)).toBe(shown);
  });
});
