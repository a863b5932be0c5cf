import { dayEndsIn, minutesLeftToday } from './day-ends-in';

describe('"day ends in" the user\'s own time zone', () => {
  it.each([
    ['2026-03-10T20:47:30Z', 'UTC', '3h 12m'],
    ['2026-03-10T23:15:00Z', 'UTC', '45m'],
    ['2026-03-10T23:59:30Z', 'UTC', '0m'],
    ['2026-03-10T20:48:00Z', 'Europe/London', '3h 12m'],
    ['2026-03-08T07:30:00Z', 'America/Los_Angeles', '30m'], // 23:30 PST before the spring change
    ['2026-03-08T10:00:00Z', 'America/Los_Angeles', '21h 0m'], // 03:00 PDT on a 23-hour day
    ['2026-11-01T07:00:00Z', 'America/Los_Angeles', '25h 0m'], // midnight starting a 25-hour day
    ['2026-04-05T11:00:00Z', 'Pacific/Auckland', '1h 0m'], // 23:00 NZST
  ])('at %s in %s the day ends in %s', (now, zone, text) => {
    expect(dayEndsIn(new Date(now), zone)).toBe(text);
  });

  it('counts whole minutes left', () => {
    expect(minutesLeftToday(new Date('2026-03-10T22:00:00Z'), 'UTC')).toBe(120);
  });
});
