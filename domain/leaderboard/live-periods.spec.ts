import fc from 'fast-check';
import { localDate } from '../shared/calendar';
import { liveLocalDates, livePeriodBoards, livePeriodRanges } from './live-periods';

describe('periods that are current somewhere', () => {
  it.each([
    ['2026-03-05T11:00:00Z', ['2026-03-04', '2026-03-05', '2026-03-06']], // UTC-12 is still on the 4th, UTC+14 already on the 6th
    ['2026-03-05T00:30:00Z', ['2026-03-04', '2026-03-05']],
    ['2026-03-05T23:30:00Z', ['2026-03-05', '2026-03-06']],
  ])('at %s the live dates are %j', (instant, dates) => {
    expect(liveLocalDates(new Date(instant))).toEqual(dates);
  });

  it('around a week boundary two weeks are live', () => {
    const ranges = livePeriodRanges(new Date('2026-03-01T20:00:00Z')); // Sunday the 1st at UTC-12, Monday the 2nd at UTC+14
    expect(ranges.filter((range) => range.period === 'weekly')).toEqual([
      { period: 'weekly', from: '2026-02-23', to: '2026-03-01' },
      { period: 'weekly', from: '2026-03-02', to: '2026-03-08' },
    ]);
    expect(ranges.filter((range) => range.period === 'monthly')).toEqual([{ period: 'monthly', from: '2026-03-01', to: '2026-03-31' }]);
  });

  it('around a month boundary two months are live', () => {
    const ranges = livePeriodRanges(new Date('2026-02-28T20:00:00Z')); // the 28th at UTC-12, the 1st at UTC+14
    expect(ranges.filter((range) => range.period === 'daily').map((range) => range.from)).toEqual(['2026-02-28', '2026-03-01']);
    expect(ranges.filter((range) => range.period === 'monthly')).toEqual([
      { period: 'monthly', from: '2026-02-01', to: '2026-02-28' },
      { period: 'monthly', from: '2026-03-01', to: '2026-03-31' },
    ]);
  });

  it('the live period boards are the earned categories (XP, tokens, chests) over each live period', () => {
    const ids = livePeriodBoards(new Date('2026-03-05T23:30:00Z')).map((board) => `${board.category}:${board.period}:${board.from}..${board.to}`);
    expect(ids.sort()).toEqual(
      ['global', 'tokens', 'chests']
        .flatMap((category) => ['daily:2026-03-05..2026-03-05', 'daily:2026-03-06..2026-03-06', 'weekly:2026-03-02..2026-03-08', 'monthly:2026-03-01..2026-03-31'].map((period) => `${category}:${period}`))
        .sort(),
    );
  });

  it('the date of any real time zone is among the live dates', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago', 'Etc/GMT+12'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), (now, zone) => {
        expect(liveLocalDates(now)).toContain(localDate(now, zone));
      }),
    );
  });
});
