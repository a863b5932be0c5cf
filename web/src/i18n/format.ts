import { relativeTimeWords } from '../../../domain/classes/relative-time';

/**
 * Dates, numbers and people's names in the reader's locale, in one place. The language is the
 * user's setting (only English for now); the region is the browser's when it speaks that language
 * ('en' with a browser in en-GB reads '29 Nov 2026', in en-US 'Nov 29, 2026'). Before the settings
 * load, and for a signed-out visitor, the browser's language decides alone.
 *
 * Intl's formatters are costly to build, so each locale and set of options builds one, kept.
 */

const FALLBACK_LOCALE = 'en';

/** The language of the user's settings, once they loaded ('en'); null while unknown. */
let settingsLanguage: string | null = null;

/** Called when the user's settings load or change (and with null on sign-out). */
export function setSettingsLanguage(language: string | null | undefined): void {
  settingsLanguage = language && isLocale(language) ? language : null;
}

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const primaryOf = (tag: string) => tag.split('-')[0].toLowerCase();

/** The browser's languages, most wanted first (none outside a browser). */
function browserLocales(): string[] {
  if (typeof navigator === 'undefined') return [];
  const listed = Array.isArray(navigator.languages) && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return listed.filter((tag): tag is string => typeof tag === 'string' && isLocale(tag));
}

/**
 * The locale to write in: the browser's first locale of the settings' language, else that language
 * alone; with no setting, the browser's first locale; else English.
 */
export function userLocale(language: string | null = settingsLanguage, browser: readonly string[] = browserLocales()): string {
  if (language) return browser.find((tag) => primaryOf(tag) === primaryOf(language)) ?? language;
  return browser[0] ?? FALLBACK_LOCALE;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The date formatter of a locale and options, built once. */
export function dateFormatter(options: Intl.DateTimeFormatOptions, locale: string = userLocale()): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The number formatter of a locale and options, built once. */
export function numberFormatter(options: Intl.NumberFormatOptions = {}, locale: string = userLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Options every date format takes: a time zone (UTC for a local date sent as midnight UTC), a locale for tests. */
export interface DateFormatOptions {
  timeZone?: string;
  locale?: string;
}

/** A date with the given Intl options; '' when unreadable. */
export function formatDateWith(value: DateInput, options: Intl.DateTimeFormatOptions, { timeZone, locale }: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormatter(timeZone ? { ...options, timeZone } : options, locale).format(date);
}

/** '29 Nov 2026' (en-GB), 'Nov 29, 2026' (en-US). */
export const formatDate = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { day: 'numeric', month: 'short', year: 'numeric' }, options);

/** '29 November 2026' (en-GB), 'November 29, 2026' (en-US). */
export const formatLongDate = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { day: 'numeric', month: 'long', year: 'numeric' }, options);

/** '29 Nov 2026, 14:05' (en-GB), 'Nov 29, 2026, 2:05 PM' (en-US). */
export const formatDateTime = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { dateStyle: 'medium', timeStyle: 'short' }, options);

/** '29 Nov' (en-GB), 'Nov 29' (en-US). */
export const formatDayMonth = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { day: 'numeric', month: 'short' }, options);

/** 'November 2026'. */
export const formatMonthYear = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { month: 'long', year: 'numeric' }, options);

/** 'Nov 26'. */
export const formatShortMonthYear = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { month: 'short', year: '2-digit' }, options);

/** '14:05' (en-GB), '02:05 PM' (en-US). */
export const formatTime = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { hour: '2-digit', minute: '2-digit' }, options);

/** 'Sun' or 'Sunday'. */
export const formatWeekday = (value: DateInput, width: 'short' | 'long', options?: DateFormatOptions) => formatDateWith(value, { weekday: width }, options);

/** 'Sunday, 29 Nov' (en-GB), 'Sunday, Nov 29' (en-US). */
export const formatWeekdayDayMonth = (value: DateInput, options?: DateFormatOptions) => formatDateWith(value, { weekday: 'long', month: 'short', day: 'numeric' }, options);

/** 'Today', 'Yesterday', '3 days ago', … in local dates of the time zone (the domain's words). */
export const formatRelativeTime = (then: DateInput, now: Date, timeZone: string): string => {
  const date = toDate(then);
  return date ? relativeTimeWords(date, now, timeZone) : '';
};

const finite = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A whole number with the locale's grouping: '12,345' (en), '12.345' (de); not a number reads '0'. */
export const formatInteger = (value: number | null | undefined, locale?: string) => numberFormatter({ maximumFractionDigits: 0 }, locale).format(finite(value));

/** A number with exactly `digits` decimals: formatDecimal(2.5, 1) → '2.5'. */
export const formatDecimal = (value: number | null | undefined, digits: number, locale?: string) =>
  numberFormatter({ minimumFractionDigits: digits, maximumFractionDigits: digits }, locale).format(finite(value));

/** A number with up to `maxDigits` decimals and grouping: '1,234.5'. */
export const formatNumber = (value: number | null | undefined, maxDigits = 3, locale?: string) => numberFormatter({ maximumFractionDigits: maxDigits }, locale).format(finite(value));

/** Percent points (0..100) as '45%', whole unless `digits` asks for decimals. */
export const formatPercent = (points: number | null | undefined, digits = 0, locale?: string) =>
  numberFormatter({ style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: digits }, locale).format(finite(points) / 100);

/** A count with its noun: '1 token', '1,250 tokens'. */
export const formatCount = (count: number, one: string, many: string, locale?: string) => `${formatInteger(count, locale)} ${count === 1 ? one : many}`;

/** '1 token', '1,250 tokens'. */
export const formatTokens = (count: number, locale?: string) => formatCount(count, 'token', 'tokens', locale);

/** '1,250 XP'. */
export const formatXp = (xp: number, locale?: string) => `${formatInteger(xp, locale)} XP`;

/** A person as shown to others: 'First Last' when known (either alone if one is missing), else the username. */
export function personName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const full = [person.firstName, person.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  return full || person.username || '';
}

/** From a minute: each unit holds this many of the one before it. */
const TIME_AGO_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago, in the locale's words: 'now', '5 minutes ago', '3 hours ago', 'yesterday', 'last week'. */
export function formatTimeAgo(then: DateInput, now: Date, locale: string = userLocale()): string {
  const date = toDate(then);
  if (!date) return '';
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  let elapsed = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [next, size] of TIME_AGO_UNITS) {
    if (elapsed < size) break;
    elapsed /= size;
    unit = next;
  }
  return unit === 'second' ? format.format(0, 'second') : format.format(-Math.floor(elapsed), unit);
}
