import fc from 'fast-check';
import {
  addDays,
  compareLocalDates,
  dayOfWeek,
  daysBetween,
  InvalidLocalDateError,
  InvalidTimeZoneError,
  isLocalDate,
  isValidTimeZone,
  localDate,
  nextLocalMidnight,
  periodEnd,
  periodStart,
  resolveTimeZone,
  startOfLocalDay,
  dayLengthSeconds,
} from './calendar';

const at = (iso: string) => new Date(iso);

describe('time zones', () => {
  it.each(['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Europe/London'])('%s is a valid time zone', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['', ' ', 'Mars/Olympus_Mons', 'Europe/Londres', ' Europe/London'])("'%s' is not a valid time zone", (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });

  it('an unknown or missing zone resolves to UTC (PRODUCT: UTC when unknown)', () => {
    expect(resolveTimeZone(null)).toBe('UTC');
    expect(resolveTimeZone('Nowhere/Land')).toBe('UTC');
    expect(resolveTimeZone('Europe/London')).toBe('Europe/London');
  });

  it('an unknown zone is refused with a validation error', () => {
    expect(() => localDate(at('2026-01-01T00:00:00Z'), 'Nowhere/Land')).toThrow(InvalidTimeZoneError);
  });
});

describe('localDate: the user\'s own calendar day', () => {
  it.each([
    ['2026-01-15T10:59:59Z', 'Pacific/Auckland', '2026-01-15'], // 23:59:59 NZDT
    ['2026-01-15T11:00:00Z', 'Pacific/Auckland', '2026-01-16'], // 00:00 NZDT
    ['2026-07-15T11:59:59Z', 'Pacific/Auckland', '2026-07-15'], // 23:59:59 NZST
    ['2026-07-15T12:00:00Z', 'Pacific/Auckland', '2026-07-16'],
    ['2026-01-15T07:59:59Z', 'America/Los_Angeles', '2026-01-14'], // 23:59:59 PST
    ['2026-01-15T08:00:00Z', 'America/Los_Angeles', '2026-01-15'],
    ['2026-07-15T06:59:59Z', 'America/Los_Angeles', '2026-07-14'], // 23:59:59 PDT
    ['2026-07-15T07:00:00Z', 'America/Los_Angeles', '2026-07-15'],
    ['2026-07-14T23:00:00Z', 'Europe/London', '2026-07-15'], // 00:00 BST
    ['2026-01-14T23:59:59Z', 'Europe/London', '2026-01-14'], // GMT
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31'],
  ])('%s in %s is local date %s', (instant, zone, expected) => {
    expect(localDate(at(instant), zone)).toBe(expected);
  });

  it('agrees with Intl for every instant, also right after another instant of the same minute', () => {
    const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'America/Santiago', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const intlDate = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
    const minutes = fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 });
    fc.assert(
      fc.property(minutes, fc.integer({ min: 0, max: 59_999 }), fc.integer({ min: 0, max: 59_999 }), fc.constantFrom(...zones), (minute, first, second, zone) => {
        const [a, b] = [minute * 60_000 + first, minute * 60_000 + second];
        expect(localDate(new Date(a), zone)).toBe(intlDate(a, zone));
        expect(localDate(new Date(b), zone)).toBe(intlDate(b, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('follows a zone across its daylight-saving change at local midnight (Santiago, 2026-09-06)', () => {
    // Clocks go from 24:00 straight to 01:00: the last instant of Saturday is 03:59:59.999 UTC.
    expect(localDate(at('2026-09-06T03:59:59.999Z'), 'America/Santiago')).toBe('2026-09-05');
    expect(localDate(at('2026-09-06T04:00:00.000Z'), 'America/Santiago')).toBe('2026-09-06');
    expect(localDate(at('2026-09-06T04:00:30.000Z'), 'America/Santiago')).toBe('2026-09-06');
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 0, '2026-03-08'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-07', '2026-03-08', 1],
    ['2026-03-08', '2026-03-07', -1],
    ['2026-03-01', '2026-04-01', 31],
    ['2026-10-31', '2026-11-02', 2],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
  ])('from %s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('compares dates in calendar order', () => {
    expect(compareLocalDates('2026-01-02', '2026-01-01')).toBeGreaterThan(0);
    expect(compareLocalDates('2026-01-01', '2026-01-01')).toBe(0);
    expect(compareLocalDates('2025-12-31', '2026-01-01')).toBeLessThan(0);
  });

  it.each([
    ['2026-03-09', 1], // Monday
    ['2026-03-08', 7], // Sunday
    ['2026-01-01', 4], // Thursday
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00:00', '0000-01-01', ''])(
    "'%s' is not a local date",
    (text) => {
      expect(isLocalDate(text)).toBe(false);
      expect(() => addDays(text, 1)).toThrow(InvalidLocalDateError);
    },
  );
});

describe('startOfLocalDay: the instant of local midnight', () => {
  it.each([
    // An ordinary winter and summer day.
    ['2026-01-15', 'Europe/London', '2026-01-15T00:00:00.000Z'],
    ['2026-07-15', 'Europe/London', '2026-07-14T23:00:00.000Z'],
    ['2026-01-15', 'America/Los_Angeles', '2026-01-15T08:00:00.000Z'],
    ['2026-07-15', 'Pacific/Auckland', '2026-07-14T12:00:00.000Z'],
    // Daylight-saving change days: midnight is before the 2 a.m. (or 3 a.m.) change, in the old offset.
    ['2026-03-08', 'America/Los_Angeles', '2026-03-08T08:00:00.000Z'], // spring forward, still PST
    ['2026-03-09', 'America/Los_Angeles', '2026-03-09T07:00:00.000Z'], // first PDT midnight
    ['2026-11-01', 'America/Los_Angeles', '2026-11-01T07:00:00.000Z'], // fall back, still PDT
    ['2026-11-02', 'America/Los_Angeles', '2026-11-02T08:00:00.000Z'],
    ['2026-04-05', 'Pacific/Auckland', '2026-04-04T11:00:00.000Z'], // NZDT ends at 3 a.m.
    ['2026-04-06', 'Pacific/Auckland', '2026-04-05T12:00:00.000Z'],
    ['2026-09-27', 'Pacific/Auckland', '2026-09-26T12:00:00.000Z'], // NZDT starts at 2 a.m.
    ['2026-09-28', 'Pacific/Auckland', '2026-09-27T11:00:00.000Z'],
    ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00.000Z'], // BST starts at 1 a.m.
    ['2026-03-30', 'Europe/London', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25', 'Europe/London', '2026-10-24T23:00:00.000Z'], // BST ends at 2 a.m.
    ['2026-10-26', 'Europe/London', '2026-10-26T00:00:00.000Z'],
  ])('%s in %s begins at %s', (date, zone, expected) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(expected);
  });

  it.each([
    // Chile moves 00:00 -> 01:00 on the first Sunday of September: the day begins at 01:00 -03.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // Lebanon moves 00:00 -> 01:00 on the last Sunday of March: the day begins at 01:00 +03.
    ['2026-03-29', 'Asia/Beirut', '2026-03-28T22:00:00.000Z'],
  ])('where midnight is skipped, %s in %s begins at its first existing instant %s', (date, zone, expected) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(expected);
  });

  it('a date the zone skipped entirely (Samoa, 2011-12-30) begins where the next date begins', () => {
    expect(startOfLocalDay('2011-12-30', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
    expect(startOfLocalDay('2011-12-31', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
  });

  it.each([
    ['2026-03-08', 'America/Los_Angeles', 23],
    ['2026-11-01', 'America/Los_Angeles', 25],
    ['2026-04-05', 'Pacific/Auckland', 25],
    ['2026-09-27', 'Pacific/Auckland', 23],
    ['2026-03-29', 'Europe/London', 23],
    ['2026-10-25', 'Europe/London', 25],
    ['2026-06-01', 'Europe/London', 24],
  ])('%s in %s lasts %i hours', (date, zone, hours) => {
    const length = startOfLocalDay(addDays(date, 1), zone).getTime() - startOfLocalDay(date, zone).getTime();
    expect(length).toBe(hours * 3_600_000);
  });
});

describe('nextLocalMidnight', () => {
  it.each([
    ['2026-03-08T07:30:00Z', 'America/Los_Angeles', '2026-03-08T08:00:00.000Z'], // 23:30 PST on the 7th
    ['2026-03-08T10:00:00Z', 'America/Los_Angeles', '2026-03-09T07:00:00.000Z'], // 3 a.m. PDT on the change day
    ['2026-11-01T08:30:00Z', 'America/Los_Angeles', '2026-11-02T08:00:00.000Z'], // 01:30 PST, the repeated hour
    ['2026-04-05T13:30:00Z', 'Pacific/Auckland', '2026-04-06T12:00:00.000Z'], // 01:30 NZST, the repeated hour
    ['2026-09-26T14:30:00Z', 'Pacific/Auckland', '2026-09-27T11:00:00.000Z'], // 03:30 NZDT just after the jump
    ['2026-10-25T00:30:00Z', 'Europe/London', '2026-10-26T00:00:00.000Z'],
    ['2026-06-01T00:00:00Z', 'UTC', '2026-06-02T00:00:00.000Z'], // exactly at midnight: the next one
  ])('after %s in %s the next local day begins at %s', (now, zone, expected) => {
    expect(nextLocalMidnight(at(now), zone).toISOString()).toBe(expected);
  });

  const zones = fc.constantFrom('UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Europe/London', 'America/Santiago', 'Asia/Kolkata');
  const instants = fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true });

  it('is always later than now, at most 25 hours away, and begins the next local date', () => {
    fc.assert(
      fc.property(instants, zones, (now, zone) => {
        const next = nextLocalMidnight(now, zone);
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        expect(localDate(next, zone)).toBe(addDays(localDate(now, zone), 1));
        expect(localDate(new Date(next.getTime() - 1), zone)).toBe(localDate(now, zone));
      }),
      { numRuns: 200 },
    );
  });

  it('the start of the local day holding an instant is never after it', () => {
    fc.assert(
      fc.property(instants, zones, (now, zone) => {
        const start = startOfLocalDay(localDate(now, zone), zone);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(localDate(start, zone)).toBe(localDate(now, zone));
      }),
      { numRuns: 200 },
    );
  });
});

describe('periods: weeks start on Monday, months are calendar months', () => {
  it.each([
    ['daily', '2026-03-11', '2026-03-11', '2026-03-11'],
    ['weekly', '2026-03-11', '2026-03-09', '2026-03-15'], // Wednesday -> Monday..Sunday
    ['weekly', '2026-03-09', '2026-03-09', '2026-03-15'], // a Monday is its own start
    ['weekly', '2026-03-15', '2026-03-09', '2026-03-15'], // a Sunday belongs to the week before
    ['weekly', '2026-01-01', '2025-12-29', '2026-01-04'], // across a year end
    ['monthly', '2026-03-11', '2026-03-01', '2026-03-31'],
    ['monthly', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['monthly', '2028-02-14', '2028-02-01', '2028-02-29'],
    ['monthly', '2026-12-31', '2026-12-01', '2026-12-31'],
  ] as const)('the %s period holding %s runs from %s to %s', (period, date, start, end) => {
    expect(periodStart(period, date)).toBe(start);
    expect(periodEnd(period, date)).toBe(end);
  });

  it('every date lies within its own period', () => {
    const dates = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(dates, fc.constantFrom('daily', 'weekly', 'monthly' as const), (date, period) => {
        expect(compareLocalDates(periodStart(period, date), date)).toBeLessThanOrEqual(0);
        expect(compareLocalDates(periodEnd(period, date), date)).toBeGreaterThanOrEqual(0);
        expect(periodStart(period, addDays(periodEnd(period, date), 1))).toBe(addDays(periodEnd(period, date), 1));
      }),
    );
  });
});

describe('dayLengthSeconds: the real length of a local day', () => {
  it.each([
    ['2026-11-18', 'Europe/Berlin', 86_400],
    ['2026-03-29', 'Europe/Berlin', 82_800], // clocks go forward
    ['2026-10-25', 'Europe/Berlin', 90_000], // clocks go back
    ['2026-03-08', 'America/New_York', 82_800],
    ['2026-03-29', 'UTC', 86_400],
  ])('%s in %s lasts %d s', (date, zone, seconds) => {
    expect(dayLengthSeconds(date, zone)).toBe(seconds);
  });
});
