import { EARNED_CATEGORIES, type Board } from './board';
import { addDays, localDate, periodEnd, periodStart, PERIODS, type LocalDate, type Period } from '../shared/calendar';

/** Local time runs from UTC-12 to UTC+14, so up to three calendar dates are "today" somewhere at once. */
const EARLIEST_OFFSET_MS = -12 * 3_600_000;
const LATEST_OFFSET_MS = 14 * 3_600_000;

export type PeriodRange = { period: Period; from: LocalDate; to: LocalDate };

/** Every local date that is today somewhere on Earth at `now`, earliest first. */
export function liveLocalDates(now: Date): LocalDate[] {
  const first = localDate(new Date(now.getTime() + EARLIEST_OFFSET_MS), 'UTC');
  const last = localDate(new Date(now.getTime() + LATEST_OFFSET_MS), 'UTC');
  const dates = [first];
  while (dates[dates.length - 1] < last) dates.push(addDays(dates[dates.length - 1], 1));
  return dates;
}

/**
 * The daily, weekly and monthly periods some viewer is in at `now`, whatever their time zone:
 * the period boards that a change made now can move.
 */
export function livePeriodRanges(now: Date): PeriodRange[] {
  const ranges: PeriodRange[] = [];
  for (const period of PERIODS) {
    for (const date of liveLocalDates(now)) {
      const from = periodStart(period, date);
      if (!ranges.some((range) => range.period === period && range.from === from)) ranges.push({ period, from, to: periodEnd(period, date) });
    }
  }
  return ranges;
}

/** The period boards a change made now can move: each earned category over each live period. */
export function livePeriodBoards(now: Date): Board[] {
  return livePeriodRanges(now).flatMap((range) => EARNED_CATEGORIES.map((category): Board => ({ category, period: range.period, from: range.from, to: range.to })));
}
