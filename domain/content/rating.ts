export const RATING_STARS = 5;

/** A rating is a whole number of stars from 1 to 5. */
export function isValidRating(stars: number): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= RATING_STARS;
}

/** The average of the ratings, to 1 decimal; 0 with no ratings. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, stars) => sum + stars, 0) / ratings.length) * 10) / 10;
}

/** How many ratings of each star, from 5 stars down to 1. */
export function ratingDistribution(ratings: readonly number[]): Array<{ stars: number; count: number }> {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: ratings.filter((rating) => rating === stars).length }));
}

/** A share as a whole percent capped at 100 (enrollment and completion rates, rating bars); 0 of 0 is 0. */
export function ratePercent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(100, Math.round((part / whole) * 100));
}

/** A content's engagement from the counters kept on it: enrollments per view and completions per enrollment, in whole percent. */
export function contentEngagement(counters: { views: number; enrollments: number; completions: number }): { enrollmentRate: number; completionRate: number } {
  return { enrollmentRate: ratePercent(counters.enrollments, counters.views), completionRate: ratePercent(counters.completions, counters.enrollments) };
}
