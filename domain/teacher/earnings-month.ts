import { addDays, localDate, periodEnd, periodStart, startOfLocalDay, type LocalDate } from '../shared/calendar';

/** A calendar month on the teacher's wall clock, as the instants it starts and ends at (end excluded). */
export interface MonthWindow {
  /** 'YYYY-MM' */
  month: string;
  from: Date;
  to: Date;
}

/** The month holding `date`, in `timeZone`: from its 1st's local midnight to the next month's. */
function windowOf(date: LocalDate, timeZone: string): MonthWindow {
  const first = periodStart('monthly', date);
  const nextFirst = addDays(periodEnd('monthly', date), 1);
  return { month: first.slice(0, 7), from: startOfLocalDay(first, timeZone), to: startOfLocalDay(nextFirst, timeZone) };
}

/** This month in the teacher's time zone: what 'Tokens this month' adds up. */
export function monthWindow(now: Date, timeZone: string): MonthWindow {
  return windowOf(localDate(now, timeZone), timeZone);
}

/** The last `count` months in the teacher's time zone, oldest first, this month last. */
export function recentMonths(now: Date, timeZone: string, count: number): MonthWindow[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number of months, at least 1');
  const months = [monthWindow(now, timeZone)];
  while (months.length < count) months.unshift(windowOf(addDays(periodStart('monthly', localDate(months[0].from, timeZone)), -1), timeZone));
  return months;
}
