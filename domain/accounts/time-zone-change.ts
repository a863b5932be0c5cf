/** A user may change their time zone at most once a day (PRODUCT: days are the user's days). */
export const TIME_ZONE_CHANGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** True when no change was made before, or the last one is at least 24 hours old. */
export function canChangeTimeZone(lastChangedAt: Date | null, now: Date): boolean {
  return lastChangedAt === null || now.getTime() - lastChangedAt.getTime() >= TIME_ZONE_CHANGE_INTERVAL_MS;
}
