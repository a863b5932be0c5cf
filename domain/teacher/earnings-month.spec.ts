import { monthWindow, recentMonths } from './earnings-month';

describe("this month in the teacher's time zone", () => {
  it.each([
    // now (UTC), zone, month, from, to
    ['2026-11-18T12:00:00Z', 'UTC', '2026-11', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    // Still October 31st in New York at 02:00 UTC on November 1st
    ['2026-11-01T02:00:00Z', 'America/New_York', '2026-10', '2026-10-01T04:00:00.000Z', '2026-11-01T04:00:00.000Z'],
    // Already December 1st in Auckland (UTC+13 in summer) at 11:00 UTC on November 30th
    ['2026-11-30T11:00:00Z', 'Pacific/Auckland', '2026-12', '2026-11-30T11:00:00.000Z', '2026-12-31T11:00:00.000Z'],
    // New York's month of March spans the change to daylight-saving time: its two ends have different offsets
    ['2026-03-15T12:00:00Z', 'America/New_York', '2026-03', '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
    // India is 5:30 ahead: the month starts at 18:30 UTC the day before
    ['2026-02-28T18:30:00Z', 'Asia/Kolkata', '2026-03', '2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z'],
    ['2026-02-28T18:29:59Z', 'Asia/Kolkata', '2026-02', '2026-01-31T18:30:00.000Z', '2026-02-28T18:30:00.000Z'],
    // December to January crosses the year
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('at %s in %s the month is %s: [%s, %s)', (now, zone, month, from, to) => {
    const window = monthWindow(new Date(now), zone);
    expect({ month: window.month, from: window.from.toISOString(), to: window.to.toISOString() }).toEqual({ month, from, to });
  });

  it('the last months follow each other without gap or overlap, oldest first, across a year', () => {
    const months = recentMonths(new Date('2026-02-10T12:00:00Z'), 'Europe/Paris', 4);
    expect(months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    for (let index = 1; index < months.length; index++) expect(months[index].from).toEqual(months[index - 1].to);
    expect(months[0].from.toISOString()).toBe('2025-10-31T23:00:00.000Z');
    expect(months[3].to.toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });

  it.each([0, -1, 1.5])('refuses %p months', (count) => {
    expect(() => recentMonths(new Date(), 'UTC', count)).toThrow(RangeError);
  });
});
