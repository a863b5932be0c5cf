import { ratingSummary, starCountChange } from './rating-distribution';

describe('the ratings card: average, reviews, and the distribution from 5 stars down to 1', () => {
  it('answers zeros without ratings, every star present', () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
    });
  });

  it.each([
    // counts of 1..5 stars, average, bars from 5 down to 1
    [[0, 0, 0, 0, 1], 5, [100, 0, 0, 0, 0]],
    [[1, 0, 0, 0, 1], 3, [50, 0, 0, 0, 50]],
    [[0, 0, 1, 1, 1], 4, [33, 33, 33, 0, 0]],
    [[1, 1, 0, 2, 3], 3.7, [43, 29, 0, 14, 14]], // 26 / 7 = 3.71
    [[0, 0, 0, 2, 1], 4.3, [33, 67, 0, 0, 0]], // 13 / 3 = 4.33
  ] as Array<[readonly [number, number, number, number, number], number, number[]]>)('counts %j: average %p, bars %j', (counts, average, bars) => {
    const summary = ratingSummary(counts);
    expect(summary.averageRating).toBe(average);
    expect(summary.totalReviews).toBe(counts.reduce((a: number, b: number) => a + b, 0));
    expect(summary.ratingDistribution.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.ratingDistribution.map((bar) => bar.count)).toEqual([...counts].reverse());
    expect(summary.ratingDistribution.map((bar) => bar.percent)).toEqual(bars);
  });

  it.each([
    [null, 4, [{ star: 4, delta: 1 }]],
    [4, 4, []],
    [2, 5, [{ star: 2, delta: -1 }, { star: 5, delta: 1 }]],
  ])('a rating of %p replaced by %p moves the counts %j', (previous, stars, change) => {
    expect(starCountChange(previous, stars)).toEqual(change);
  });
});
