/**
 * Whole minutes a day gains when `added` seconds join the `before` seconds it already holds. Minutes
 * are the whole minutes of the day's accumulated seconds, so ten updates of 30 seconds make five
 * minutes, where rounding each update would make none or ten.
 */
export function studyMinutesCrossed(before: number, added: number): number {
  const from = Math.max(0, Math.floor(before));
  const to = from + Math.max(0, Math.floor(added));
  return Math.floor(to / 60) - Math.floor(from / 60);
}
