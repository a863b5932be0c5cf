import { RATING_STARS, ratePercent } from '../content/rating';
import { shownRatingAverage } from '../content/rating-change';

/** How many ratings of 1, 2, 3, 4 and 5 stars (index 0 holds the 1-star count). */
export type StarCounts = readonly [number, number, number, number, number];

export interface RatingBar {
  stars: number;
  count: number;
  /** The bar's length: the share of all ratings, whole percent, capped at 100. */
  percent: number;
}

export interface RatingSummary {
  /** The average to 1 decimal; 0 without ratings. */
  averageRating: number;
  totalReviews: number;
  /** From 5 stars down to 1 (spec §2), every star present. */
  ratingDistribution: RatingBar[];
}

/** The Analytics tab's ratings card from the star counts kept on content. */
export function ratingSummary(counts: StarCounts): RatingSummary {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const starSum = counts.reduce((sum, count, index) => sum + count * (index + 1), 0);
  const ratingDistribution: RatingBar[] = [];
  for (let stars = RATING_STARS; stars >= 1; stars--) {
    const count = counts[stars - 1];
    ratingDistribution.push({ stars, count, percent: ratePercent(count, total) });
  }
  return { averageRating: shownRatingAverage({ sum: starSum, count: total }), totalReviews: total, ratingDistribution };
}

/** The change a rating makes to the star counts: the earlier rating's star loses one, the new one gains one. */
export function starCountChange(previousStars: number | null, stars: number): { star: number; delta: number }[] {
  if (previousStars === stars) return [];
  const gain = { star: stars, delta: 1 };
  return previousStars === null ? [gain] : [{ star: previousStars, delta: -1 }, gain];
}
