/**
 * One number that orders a board the way `compareEntries` does (higher score first, then whoever
 * reached it first), for stores that sort by a single number such as a sorted set. Ascending keys
 * give the board from the top. The key is a double: the second the score was reached (counted from
 * 2020 in 30 bits, so until 2054) less the score times 2^30. Below EXACT_SCORES it is an exact
 * integer. Above, a double cannot hold every second beside the score: the score still orders
 * exactly, but the second is rounded (to an even second past 2^23, to a multiple of 256 s at the
 * largest score), so equal scores reached that close may tie. Reaching a score within the same
 * second is a tie too; the store breaks ties by user id.
 */
export const SORT_KEY_EPOCH_MS = Date.UTC(2020, 0, 1);
export const SORT_KEY_TIME_SPAN = 2 ** 30;
const TIME_SPAN = SORT_KEY_TIME_SPAN;
/** Scores below this (about 8.4 million) keep every second of their tie-break. */
export const EXACT_SCORES = 2 ** 23;
/** The largest score a board holds (PostgreSQL's largest integer); larger ones sort as equal to it. */
export const MAX_SORTABLE_SCORE = 2 ** 31 - 1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function boardSortKey(score: number, reachedAt: Date): number {
  const whole = clamp(Number.isFinite(score) ? Math.floor(score) : 0, 0, MAX_SORTABLE_SCORE);
  const ms = reachedAt.getTime();
  const second = clamp(Number.isFinite(ms) ? Math.floor((ms - SORT_KEY_EPOCH_MS) / 1000) : 0, 0, TIME_SPAN - 1);
  return second - whole * TIME_SPAN;
}

/** The score a key was made from. */
export function scoreOfSortKey(key: number): number {
  return Math.max(0, Math.ceil(-key / TIME_SPAN));
}
