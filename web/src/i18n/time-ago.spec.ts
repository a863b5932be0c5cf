import { describe, expect, it } from '@jest/globals';
import { formatTimeAgo } from './format';

const now = new Date('2026-11-29T14:05:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatTimeAgo', () => {
  it.each([
    [0, 'now'],
    [59, 'now'],
    [5 * 60 + 30, '5 minutes ago'],
    [60 * 60, '1 hour ago'],
    [3 * 3600 + 59 * 60, '3 hours ago'],
    [30 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [9 * 86_400, 'last week'],
    [40 * 86_400, 'last month'],
    [400 * 86_400, 'last year'],
  ])('%i seconds ago reads %s in English', (seconds, expected) => {
    expect(formatTimeAgo(before(seconds), now, 'en')).toBe(expected);
  });

  it("speaks the reader's locale", () => {
    expect(formatTimeAgo(before(5 * 60), now, 'de')).toBe('vor 5 Minuten');
  });

  it('reads a time a little ahead of the clock as now, and nothing for no date', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 5_000), now, 'en')).toBe('now');
    expect(formatTimeAgo(null, now, 'en')).toBe('');
  });
});
