import fc from 'fast-check';
import { compareLocalDates, localDate } from '../shared/calendar';
import { earliestViewDayInUse, viewDay } from './view-days';

const at = (iso: string) => new Date(iso);

describe('the day a view counts for', () => {
  it.each([
    ['2026-11-18T23:30:00Z', 'UTC', '2026-11-18'],
    ['2026-11-18T23:30:00Z', 'Europe/Berlin', '2026-11-19'],
    ['2026-11-18T03:00:00Z', 'America/New_York', '2026-11-17'],
    ['2026-11-18T10:00:00Z', 'Pacific/Kiritimati', '2026-11-19'],
  ])('at %s in %s is %s', (instant, zone, day) => {
    expect(viewDay(at(instant), zone)).toBe(day);
  });
});

describe('the earliest view day still in use', () => {
  it.each([
    ['2026-11-18T00:00:00Z', '2026-11-17'],
    ['2026-11-18T23:59:59Z', '2026-11-17'],
    ['2026-01-01T05:00:00Z', '2025-12-31'],
  ])('at %s is %s', (instant, day) => {
    expect(earliestViewDayInUse(at(instant))).toBe(day);
  });

  it('is never after the day of a viewer in any zone, from the furthest behind to the furthest ahead', () => {
    const zones = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata', 'Pacific/Auckland', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2099-12-31T23:59:59Z'), noInvalidDate: true }), fc.constantFrom(...zones), (now, zone) => {
        expect(compareLocalDates(earliestViewDayInUse(now), localDate(now, zone))).toBeLessThanOrEqual(0);
      }),
    );
  });
});
