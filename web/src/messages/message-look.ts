import { formatDate, formatDayMonth, formatTime } from '../i18n/format';

/** The reader's role on the messages screens: a parent writes to teachers, a teacher to parents. */
export type MessagesSide = 'parent' | 'teacher';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When a list's last message was sent, in the reader's locale: the time today, the day this year, else the date. */
export function listTime(sentAt: string, now: Date): string {
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return formatTime(date);
  return date.getFullYear() === now.getFullYear() ? formatDayMonth(date) : formatDate(date);
}
