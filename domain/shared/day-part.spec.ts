import { dayPartAt } from './day-part';

describe("the part of the day, on the user's own clock", () => {
  it.each([
    ['2026-11-18T04:59:59Z', 'UTC', 'night'],
    ['2026-11-18T05:00:00Z', 'UTC', 'morning'],
    ['2026-11-18T11:59:59Z', 'UTC', 'morning'],
    ['2026-11-18T12:00:00Z', 'UTC', 'afternoon'],
    ['2026-11-18T16:59:59Z', 'UTC', 'afternoon'],
    ['2026-11-18T17:00:00Z', 'UTC', 'evening'],
    ['2026-11-18T21:59:59Z', 'UTC', 'evening'],
    ['2026-11-18T22:00:00Z', 'UTC', 'night'],
    ['2026-11-18T00:30:00Z', 'UTC', 'night'],
    ['2026-11-18T20:00:00Z', 'Pacific/Auckland', 'morning'], // 09:00 the next day in Auckland (UTC+13)
    ['2026-11-18T20:00:00Z', 'America/Los_Angeles', 'afternoon'], // 12:00 in Los Angeles (UTC-8)
    ['2026-11-18T03:30:00Z', 'Asia/Kolkata', 'morning'], // 09:00 in India (UTC+5:30)
    ['2026-03-29T04:30:00Z', 'Europe/London', 'morning'], // 05:30 on the day clocks go forward (BST)
    ['2026-03-28T04:30:00Z', 'Europe/London', 'night'], // 04:30 the day before (GMT)
  ])('%s in %s is %s', (instant, zone, part) => {
    expect(dayPartAt(new Date(instant), zone)).toBe(part);
  });
});
