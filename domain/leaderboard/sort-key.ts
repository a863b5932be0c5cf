/**
 * One number that orders a board the way `compareEntries` does (higher score first, then whoever
 * reached it first), for stores that sort by a single number such as a sorted set. Ascending keys
 * give the board from the top. The key stays an exact integer of a double (below 2^53): the score
 * takes the high bits, the second the score was reached takes the low 30 bits (2020..2054).
 * Reaching a score within the same second is a tie the store breaks by user id.
 */
export const SORT_KEY_EPOCH_MS = Date.UTC(2020, 0, 1);
export const SORT_KEY_TIME_SPAN = 2 ** 30;
const TIME_SPAN = SORT_KEY_TIME_SPAN;
/** Scores above this (about 8.4 million) all sort as equal to it. */
export const MAX_SORTABLE_SCORE = 2 ** 23 - 1;

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
