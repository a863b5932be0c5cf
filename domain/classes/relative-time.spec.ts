import { relativeTimeWords } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');

describe('relative time words: Today, Yesterday, days, weeks and months ago (spec §9)', () => {
  it.each([
    ['2026-03-10T00:30:00Z', 'Today'],
    ['2026-03-09T23:59:00Z', 'Yesterday'], // a calendar day, not 24 hours
    ['2026-03-08T12:00:00Z', '2 days ago'],
    ['2026-03-04T12:00:00Z', '6 days ago'],
    ['2026-03-03T12:00:00Z', '1 week ago'],
    ['2026-02-24T12:00:00Z', '2 weeks ago'],
    ['2026-02-09T12:00:00Z', '4 weeks ago'], // 29 days
    ['2026-02-08T12:00:00Z', '1 month ago'], // 30 days
    ['2025-12-10T12:00:00Z', '3 months ago'],
    ['2026-03-11T12:00:00Z', 'Today'], // in the future
  ])('%s reads %s (UTC)', (then, words) => {
    expect(relativeTimeWords(new Date(then), now, 'UTC')).toBe(words);
  });

  it("counts the viewer's local dates", () => {
    // 23:30 on the 9th in Los Angeles is already the 10th in UTC.
    const then = new Date('2026-03-10T06:30:00Z');
    const later = new Date('2026-03-10T16:00:00Z');
    expect(relativeTimeWords(then, later, 'UTC')).toBe('Today');
    expect(relativeTimeWords(then, later, 'America/Los_Angeles')).toBe('Yesterday');
  });
});
