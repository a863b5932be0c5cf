import { canChangeTimeZone } from './time-zone-change';

describe('a time zone changes at most once a day', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    [null, true],
    [new Date('2026-03-09T12:00:00Z'), true], // exactly 24 hours ago
    [new Date('2026-03-09T12:00:01Z'), false],
    [new Date('2026-03-10T08:00:00Z'), false],
  ])('last change %p: may change again is %p', (lastChangedAt, expected) => {
    expect(canChangeTimeZone(lastChangedAt, now)).toBe(expected);
  });
});
