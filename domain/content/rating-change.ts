export interface RatingSums {
  sum: number;
  count: number;
}

export interface RatingChange {
  sumDelta: number;
  countDelta: number;
}

/** A first rating adds stars and a count; a later one replaces the earlier stars and counts nothing new. */
export function ratingChange(previousStars: number | null, stars: number): RatingChange {
  return previousStars === null ? { sumDelta: stars, countDelta: 1 } : { sumDelta: stars - previousStars, countDelta: 0 };
}

export function applyRatingChange(sums: RatingSums, change: RatingChange): RatingSums {
  return { sum: sums.sum + change.sumDelta, count: sums.count + change.countDelta };
}

/** The average kept in the content's `rating` column, which sorts by it: two decimals, 0 with no ratings. */
export function storedRatingAverage(sums: RatingSums): number {
  return sums.count > 0 ? Math.round((sums.sum / sums.count) * 100) / 100 : 0;
}

/** The average shown to people: one decimal, 0 with no ratings. */
export function shownRatingAverage(sums: RatingSums): number {
  return sums.count > 0 ? Math.round((sums.sum / sums.count) * 10) / 10 : 0;
}
