import { addDays, type LocalDate } from '../shared/calendar';

export const WEEKLY_STUDY_DAYS = 7;

/** The first of the last seven local days that end with `today`. */
export function weeklyStudyStart(today: LocalDate): LocalDate {
  return addDays(today, 1 - WEEKLY_STUDY_DAYS);
}

/** Study minutes of each of the last seven local days, oldest first; a day without study shows 0. */
export function weeklyStudy(today: LocalDate, minutesByDate: ReadonlyMap<LocalDate, number>): Array<{ date: LocalDate; minutes: number }> {
  return Array.from({ length: WEEKLY_STUDY_DAYS }, (_, index) => {
    const date = addDays(weeklyStudyStart(today), index);
    return { date, minutes: minutesByDate.get(date) ?? 0 };
  });
}
