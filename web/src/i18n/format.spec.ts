import { afterEach, describe, expect, it } from '@jest/globals';
import {
  dateFormatter,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInteger,
  formatPercent,
  formatXp,
  numberFormatter,
  personName,
  setSettingsLanguage,
  userLocale,
} from './format';

const day = new Date('2026-11-29T14:05:00Z');

describe('format', () => {
  afterEach(() => setSettingsLanguage(null));

  it.each([
    ['en-GB', '29 Nov 2026'],
    ['en-US', 'Nov 29, 2026'],
  ])('writes a date in %s order', (locale, expected) => {
    expect(formatDate(day, { locale, timeZone: 'UTC' })).toBe(expected);
  });

  it.each([
    ['en-GB', '29 Nov'],
    ['en-US', 'Nov 29'],
  ])('writes a short day and month in %s order', (locale, expected) => {
    expect(formatDayMonth(day, { locale, timeZone: 'UTC' })).toBe(expected);
  });

  it('writes a date with its time, 24 hours in en-GB and 12 in en-US', () => {
    expect(formatDateTime(day, { locale: 'en-GB', timeZone: 'UTC' })).toBe('29 Nov 2026, 14:05');
    expect(formatDateTime(day, { locale: 'en-US', timeZone: 'UTC' }).replace(/\s/g, ' ')).toBe('Nov 29, 2026, 2:05 PM');
  });

  it('reads an unreadable or missing date as nothing', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it.each([
    ['en', 1234567, '1,234,567'],
    ['de', 1234567, '1.234.567'],
    ['en', 999, '999'],
    ['en', 12.6, '13'],
  ])('groups a whole number in %s: %d → %s', (locale, value, expected) => {
    expect(formatInteger(value, locale)).toBe(expected);
  });

  it('reads a missing number as 0', () => {
    expect(formatInteger(undefined, 'en')).toBe('0');
    expect(formatInteger(Number.NaN, 'en')).toBe('0');
  });

  it('writes percent points, XP and counted nouns', () => {
    expect(formatPercent(45, 0, 'en')).toBe('45%');
    expect(formatPercent(12.5, 1, 'en')).toBe('12.5%');
    expect(formatXp(12500, 'en')).toBe('12,500 XP');
    expect(formatCount(1, 'token', 'tokens', 'en')).toBe('1 token');
    expect(formatCount(1250, 'token', 'tokens', 'en')).toBe('1,250 tokens');
  });

  it('names a person by first and last name, else by either, else by the username', () => {
    expect(personName({ firstName: 'Maya', lastName: 'Lopez', username: 'demo_student' })).toBe('Maya Lopez');
    expect(personName({ firstName: 'Maya', lastName: null, username: 'demo_student' })).toBe('Maya');
    expect(personName({ firstName: '  ', lastName: '', username: 'demo_student' })).toBe('demo_student');
    expect(personName({ username: 'demo_teacher' })).toBe('demo_teacher');
    expect(personName({})).toBe('');
  });

  it("takes the browser's region of the settings' language, else the language, else the browser's first locale", () => {
    expect(userLocale('en', ['en-GB', 'fr-FR'])).toBe('en-GB');
    expect(userLocale('en', ['fr-FR', 'en-US'])).toBe('en-US');
    expect(userLocale('en', ['fr-FR'])).toBe('en');
    expect(userLocale(null, ['fr-FR', 'en-GB'])).toBe('fr-FR');
    expect(userLocale(null, [])).toBe('en');
  });

  it('follows the language of the settings once they load', () => {
    setSettingsLanguage('de');
    expect(userLocale()).toBe('de');
    setSettingsLanguage('not a locale!');
    expect(userLocale()).toBe('en');
  });

  it('builds one formatter per locale and options', () => {
    expect(dateFormatter({ day: 'numeric' }, 'en-GB')).toBe(dateFormatter({ day: 'numeric' }, 'en-GB'));
    expect(dateFormatter({ day: 'numeric' }, 'en-GB')).not.toBe(dateFormatter({ day: 'numeric' }, 'en-US'));
    expect(numberFormatter({}, 'en')).toBe(numberFormatter({}, 'en'));
  });
});
