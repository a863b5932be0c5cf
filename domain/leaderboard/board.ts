import { periodEnd, periodStart, type LocalDate } from '../shared/calendar';
import { calendarPeriodOf, type LeaderboardCategory, type LeaderboardPeriod } from './categories';

/**
 * One board: a category over a period. All-time boards rank the running totals; daily, weekly and
 * monthly boards rank what was earned between `from` and `to` (local dates, inclusive) in the
 * viewer's calendar. Streak and level are standings, not earnings, so they ignore the period.
 */
export type Board =
  | { category: LeaderboardCategory; period: 'all-time'; from: null; to: null }
  | { category: EarnedCategory; period: Exclude<LeaderboardPeriod, 'all-time'>; from: LocalDate; to: LocalDate };

/** Categories that can be earned within a period (from the ledgers). */
export const EARNED_CATEGORIES = ['global', 'tokens', 'chests'] as const;
export type EarnedCategory = (typeof EARNED_CATEGORIES)[number];

export function isEarnedCategory(category: LeaderboardCategory): category is EarnedCategory {
  return (EARNED_CATEGORIES as readonly string[]).includes(category);
}

/** True when the board depends on the viewer's calendar: an earned category over a period. */
export function followsCalendar(category: LeaderboardCategory, period: LeaderboardPeriod): boolean {
  return calendarPeriodOf(period) !== null && isEarnedCategory(category);
}

/** The board a viewer whose local date is `today` sees for this category and period. */
export function boardFor(category: LeaderboardCategory, period: LeaderboardPeriod, today: LocalDate): Board {
  const calendar = calendarPeriodOf(period);
  if (calendar === null || !isEarnedCategory(category)) return { category, period: 'all-time', from: null, to: null };
  return { category, period: calendar, from: periodStart(calendar, today), to: periodEnd(calendar, today) };
}

/** A stable name for a board: 'streak', 'global:weekly:2026-03-02'. */
export function boardId(board: Board): string {
  return board.period === 'all-time' ? board.category : `${board.category}:${board.period}:${board.from}`;
}
