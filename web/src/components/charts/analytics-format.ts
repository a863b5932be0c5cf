import { ratePercent } from '../../../../domain/content/rating';
import { formatStudyTime } from '../../../../domain/dashboard/study-time';
import { DAY_PARTS } from '../../../../domain/shared/day-part';
import type { DayPart, LearningPatternEntry } from '../../api/learning-api';
import { learningTexts } from '../../i18n/learning';
import { formatDate, formatWeekday, formatWeekdayDayMonth } from '../../i18n/format';

const text = learningTexts.analytics;

export const subjectName = (subject: string) => text.subjects[subject] ?? subject.charAt(0).toUpperCase() + subject.slice(1);
export const skillLevelName = (level: string) => text.levels[level] ?? level;
export const dayPartName = (part: string) => text.dayParts[part] ?? part;
export const deviceName = (device: string) => text.devices[device] ?? device;
export const contentTypeName = (type: string) => text.contentTypes[type] ?? type;

/** Study time of a number of seconds, in the dashboard's words ('Xm', 'Xh Ym'). */
export const secondsAsStudyTime = (seconds: number) => formatStudyTime(Math.max(0, seconds) / 60);

/** Minutes, to 1 decimal, for a chart's scale. */
export const secondsAsMinutes = (seconds: number) => Math.round((Math.max(0, seconds) / 60) * 10) / 10;

/** A local date (YYYY-MM-DD) as a day's short and long name, the same wherever the reader is. */
export function dayLabels(date: string): { short: string; long: string } {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return { short: date, long: date };
  return {
    short: formatWeekday(noon, 'short', { timeZone: 'UTC' }),
    long: formatWeekdayDayMonth(noon, { timeZone: 'UTC' }),
  };
}

/** A date and time from the server, as a date in the reader's words; empty when unreadable. */
export function readableDate(iso: string | null): string {
  return formatDate(iso);
}

/** A long title cut for a chart's axis. */
export const shortTitle = (title: string, max = 18) => (title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title);

/** The study time of each part of the day across the entries, with its share in whole percents. */
export function dayPartShares(entries: readonly LearningPatternEntry[]): Array<{ part: DayPart; seconds: number; percent: number }> {
  const total = entries.reduce((sum, entry) => sum + Math.max(0, entry.timeSpentSeconds), 0);
  return DAY_PARTS.map((part) => {
    const seconds = entries.filter((entry) => entry.studyPattern === part).reduce((sum, entry) => sum + Math.max(0, entry.timeSpentSeconds), 0);
    return { part, seconds, percent: ratePercent(seconds, total) };
  });
}
