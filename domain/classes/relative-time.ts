import { daysBetween, localDate } from '../shared/calendar';

/**
 * 'Today', 'Yesterday', 'N days ago' (2–6), 'N weeks ago' (7–29 days, whole weeks) or
 * 'N months ago' (30 days and more, 30-day months), counted in local dates of `timeZone`.
 * A time after now reads 'Today'.
 */
export function relativeTimeWords(then: Date, now: Date, timeZone: string): string {
  const days = daysBetween(localDate(then, timeZone), localDate(now, timeZone));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
