import { DomainError } from './domain-error';

/**
 * The user's calendar. A LocalDate is a day on a wall calendar, written 'YYYY-MM-DD'
 * (proleptic Gregorian, years 0001..9999); it has no time zone of its own. Instants are `Date`s.
 * Time zones are IANA names ('Europe/London'); the conversion uses `Intl.DateTimeFormat`, so
 * daylight-saving changes are handled by the tz database that ships with the runtime.
 */
export type LocalDate = string;

/** Calendar periods used for challenges, counters and leaderboards. Weeks start on Monday. */
export type Period = 'daily' | 'weekly' | 'monthly';
export const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];

/** The zone used when a user's zone is unknown. */
export const DEFAULT_TIME_ZONE = 'UTC';

const MS_PER_DAY = 86_400_000;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export class InvalidTimeZoneError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(readonly timeZone: string) {
    super(`Unknown time zone '${timeZone}'; use an IANA name such as 'Europe/London'`, { timeZone: 'Unknown time zone' });
  }
}

export class InvalidLocalDateError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(readonly value: string) {
    super(`'${value}' is not a calendar date in the form YYYY-MM-DD`, { date: 'Invalid date' });
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      throw new InvalidTimeZoneError(String(timeZone));
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone name the runtime knows ('UTC' included). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '' || timeZone !== timeZone.trim()) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use for a user: theirs when valid, otherwise UTC. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

function assertInstant(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError('Expected a valid Date');
  return ms;
}

function formattedWallClock(ms: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value ?? 'AD';
  const year = era.startsWith('B') ? 1 - get('year') : get('year');
  return { year, month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const KEPT_PER_ZONE = 1024;

/**
 * Each zone's offsets from UTC asked about lately: by hour for hours without a transition (the
 * offset at their first and last second agree), else by minute, as transitions fall on whole minutes.
 */
const zoneOffsets = new Map<string, { hours: Map<number, number>; minutes: Map<number, number> }>();

function keep(kept: Map<number, number>, key: number, offsetMs: number): number {
  if (kept.size >= KEPT_PER_ZONE) kept.delete(kept.keys().next().value!);
  kept.set(key, offsetMs);
  return offsetMs;
}

/** The zone's offset at `ms`, as Intl tells it (to the second). */
function askedOffset(ms: number, timeZone: string): number {
  const clock = formattedWallClock(ms, timeZone);
  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  return utcMs(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond;
}

/** Asking Intl is slow, and a zone's offset changes only at its transitions, at most once an hour. */
function offsetAt(ms: number, timeZone: string): number {
  let offsets = zoneOffsets.get(timeZone);
  if (!offsets) {
    formatterFor(timeZone); // throws for an unknown zone, which is then never kept
    zoneOffsets.set(timeZone, (offsets = { hours: new Map(), minutes: new Map() }));
  }
  const hour = Math.floor(ms / MS_PER_HOUR);
  const minute = Math.floor(ms / MS_PER_MINUTE);
  const known = offsets.hours.get(hour) ?? offsets.minutes.get(minute);
  if (known !== undefined) return known;
  const first = askedOffset(hour * MS_PER_HOUR, timeZone);
  if (first === askedOffset((hour + 1) * MS_PER_HOUR - 1, timeZone)) return keep(offsets.hours, hour, first);
  return keep(offsets.minutes, minute, askedOffset(ms, timeZone));
}

/** The wall clock in `timeZone` at `ms`: the instant moved by the zone's offset, read as UTC. */
function wallClockAt(ms: number, timeZone: string): WallClock {
  const wall = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatLocalDate(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function parseLocalDate(date: LocalDate): { year: number; month: number; day: number } {
  const match = typeof date === 'string' ? LOCAL_DATE_PATTERN.exec(date) : null;
  if (!match) throw new InvalidLocalDateError(String(date));
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(utcMs(year, month, day));
  if (year < 1 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new InvalidLocalDateError(date);
  }
  return { year, month, day };
}

/** True for a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isLocalDate(text: string): boolean {
  try {
    parseLocalDate(text);
    return true;
  } catch {
    return false;
  }
}

function dateFromUtcMs(ms: number): LocalDate {
  const date = new Date(ms);
  return formatLocalDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The calendar date shown on a wall clock in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const clock = wallClockAt(assertInstant(instant), timeZone);
  return formatLocalDate(clock.year, clock.month, clock.day);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
  const { year, month, day } = parseLocalDate(date);
  return dateFromUtcMs(utcMs(year, month, day) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (`to - from`): 1 when `to` is the day after `from`. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  return Math.round((utcMs(b.year, b.month, b.day) - utcMs(a.year, a.month, a.day)) / MS_PER_DAY);
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return daysBetween(b, a);
}

/** ISO day of the week: 1 Monday … 7 Sunday. */
export function dayOfWeek(date: LocalDate): number {
  const { year, month, day } = parseLocalDate(date);
  const weekday = new Date(utcMs(year, month, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

function isOnOrAfter(ms: number, target: LocalDate, timeZone: string): boolean {
  return localDate(new Date(ms), timeZone) >= target;
}

/**
 * The instant the local day `date` begins in `timeZone`: its midnight, or, where that midnight
 * does not exist (a daylight-saving jump at 00:00), the first instant that shows this date.
 * If the zone skipped the whole date, the start of the next date that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const { year, month, day } = parseLocalDate(date);
  const midnightAsUtc = utcMs(year, month, day);
  const offsetAt = (ms: number) => {
    const clock = wallClockAt(ms, timeZone);
    return utcMs(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(ms / 1000) * 1000;
  };
  const firstGuess = midnightAsUtc - offsetAt(midnightAsUtc);
  const candidate = midnightAsUtc - offsetAt(firstGuess);
  const clock = wallClockAt(candidate, timeZone);
  const isMidnight = clock.hour === 0 && clock.minute === 0 && clock.second === 0;
  if (isMidnight && formatLocalDate(clock.year, clock.month, clock.day) === date && !isOnOrAfter(candidate - 1, date, timeZone)) {
    return new Date(candidate);
  }
  // Midnight is missing or ambiguous that day: search for the first instant showing the date.
  let before = midnightAsUtc - 36 * 3_600_000;
  let after = midnightAsUtc + 36 * 3_600_000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (isOnOrAfter(middle, date, timeZone)) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** The real length of the local day `date` in seconds: 86,400, or an hour less or more on a daylight-saving change. */
export function dayLengthSeconds(date: LocalDate, timeZone: string): number {
  return (startOfLocalDay(addDays(date, 1), timeZone).getTime() - startOfLocalDay(date, timeZone).getTime()) / 1000;
}

/** The instant the next local day begins after `now` (when a daily chest or goal comes back). */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDate(now, timeZone), 1), timeZone);
}

/** The first local date of the period holding `date`: the day itself, its Monday, or the 1st. */
export function periodStart(period: Period, date: LocalDate): LocalDate {
  const { year, month } = parseLocalDate(date);
  switch (period) {
    case 'daily':
      return date;
    case 'weekly':
      return addDays(date, 1 - dayOfWeek(date));
    case 'monthly':
      return formatLocalDate(year, month, 1);
  }
}

/** The last local date of the period holding `date`: the day itself, its Sunday, or the month's last day. */
export function periodEnd(period: Period, date: LocalDate): LocalDate {
  const { year, month } = parseLocalDate(date);
  switch (period) {
    case 'daily':
      return date;
    case 'weekly':
      return addDays(periodStart('weekly', date), 6);
    case 'monthly':
      return dateFromUtcMs(utcMs(year, month + 1, 1) - MS_PER_DAY);
  }
}

/** The hour (0..23) shown on a wall clock in `timeZone` at `instant`. */
export function localHour(instant: Date, timeZone: string): number {
  return wallClockAt(assertInstant(instant), timeZone).hour;
}
