import { addDays, localDate, type LocalDate } from '../shared/calendar';

/**
 * A view counts once per viewer per day, the viewer's own calendar day (PRODUCT.md, principle 3), so
 * who viewed what is of use only while that day lasts.
 */

/** The day a view at `now` counts for: the viewer's local date. */
export function viewDay(now: Date, timeZone: string): LocalDate {
  return localDate(now, timeZone);
}

/**
 * The earliest day some viewer may still be on at `now`: no time zone is a whole day behind UTC, so
 * every day before UTC's yesterday has ended everywhere, and the views of those days can go.
 */
export function earliestViewDayInUse(now: Date): LocalDate {
  return addDays(localDate(now, 'UTC'), -1);
}
