import { nextLocalMidnight } from '../shared/calendar';
import { hoursAndMinutes } from '../shared/hours-minutes';

/** Whole minutes left in the user's local day (rounded down). */
export function minutesLeftToday(now: Date, timeZone: string): number {
  return Math.floor((nextLocalMidnight(now, timeZone).getTime() - now.getTime()) / 60_000);
}

/** "day ends in …": 'Xh Ym' with an hour or more left, 'Ym' under an hour. */
export function dayEndsIn(now: Date, timeZone: string): string {
  const minutes = minutesLeftToday(now, timeZone);
  return minutes >= 60 ? hoursAndMinutes(minutes) : `${minutes}m`;
}
