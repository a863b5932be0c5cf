import { updateLoginStreak } from '../game/streak/login-streak';
import {
  allowanceDay,
  dailyRewardState,
  daysTurnedSince,
  settingOf,
  zoneChangeMatters,
  zonesSince,
  type TakenReward,
  type ZoneSetting,
} from './fair-day';

const at = (iso: string) => new Date(iso);
const moved = (from: string, to: string, changedAt: string): ZoneSetting => ({ timeZone: to, previousTimeZone: from, changedAt: at(changedAt) });

// Etc/GMT+12 is UTC−12 and Pacific/Kiritimati UTC+14: 26 hours apart, two calendar dates at times.
const EAST = moved('Etc/GMT+12', 'Pacific/Kiritimati', '2026-03-11T12:30:00Z');
// Taken at 23:00 on the 10th in Etc/GMT+12, which is already 01:00 on the 12th in Kiritimati.
const TAKEN_WEST_OF_THE_LINE: TakenReward = { date: '2026-03-10', at: at('2026-03-11T11:00:00Z') };

const WEST = moved('Pacific/Kiritimati', 'Etc/GMT+12', '2026-03-11T10:00:00Z');
// Taken at 23:00 on the 11th in Kiritimati, 21:00 on the 10th in Etc/GMT+12.
const TAKEN_EAST_OF_THE_LINE: TakenReward = { date: '2026-03-11', at: at('2026-03-11T09:00:00Z') };

// Europe/London falls back from BST to GMT at 01:00Z on 2026-10-25: that local day lasts 25 hours.
const TO_LONDON = moved('UTC', 'Europe/London', '2026-10-24T23:40:00Z');
const TAKEN_IN_UTC: TakenReward = { date: '2026-10-24', at: at('2026-10-24T23:30:00Z') };

describe('a daily reward after a time-zone change comes back once the day has turned in both zones', () => {
  it.each([
    // GMT+12 → Kiritimati: the old zone turned at 12:00Z, Kiritimati only at 10:00Z the next day.
    ['east, at the change', EAST, TAKEN_WEST_OF_THE_LINE, '2026-03-11T12:30:00Z', false, '2026-03-12T10:00:00.000Z'],
    ['east, a minute before', EAST, TAKEN_WEST_OF_THE_LINE, '2026-03-12T09:59:00Z', false, '2026-03-12T10:00:00.000Z'],
    ['east, when Kiritimati turns', EAST, TAKEN_WEST_OF_THE_LINE, '2026-03-12T10:00:00Z', true, '2026-03-12T10:00:00.000Z'],
    // Kiritimati → GMT+12 (back): both zones turn by 12:00Z on the 11th, but the reward's date, the
    // 11th, is only behind in GMT+12 from 12:00Z on the 12th: a key is never used twice.
    ['west, at the change', WEST, TAKEN_EAST_OF_THE_LINE, '2026-03-11T10:00:00Z', false, '2026-03-12T12:00:00.000Z'],
    ['west, both zones turned but the date has not passed', WEST, TAKEN_EAST_OF_THE_LINE, '2026-03-12T11:59:00Z', false, '2026-03-12T12:00:00.000Z'],
    ['west, the date has passed', WEST, TAKEN_EAST_OF_THE_LINE, '2026-03-12T12:00:00Z', true, '2026-03-12T12:00:00.000Z'],
    // UTC → London on the night the clocks go back: UTC turns at 00:00Z, London's long day only at
    // 00:00Z on the 26th; it is not counted twice.
    ['UTC to London, UTC turned', TO_LONDON, TAKEN_IN_UTC, '2026-10-25T00:10:00Z', false, '2026-10-26T00:00:00.000Z'],
    ['UTC to London, late in the long day', TO_LONDON, TAKEN_IN_UTC, '2026-10-25T23:59:00Z', false, '2026-10-26T00:00:00.000Z'],
    ['UTC to London, London turned', TO_LONDON, TAKEN_IN_UTC, '2026-10-26T00:00:00Z', true, '2026-10-26T00:00:00.000Z'],
    // No change: exactly the local-midnight rule.
    ['no change, before midnight', settingOf('UTC'), { date: '2026-03-10', at: at('2026-03-10T23:00:00Z') }, '2026-03-10T23:59:59Z', false, '2026-03-11T00:00:00.000Z'],
    ['no change, at midnight', settingOf('UTC'), { date: '2026-03-10', at: at('2026-03-10T23:00:00Z') }, '2026-03-11T00:00:00Z', true, '2026-03-11T00:00:00.000Z'],
    [
      'registration only (same zone before and after)',
      moved('Europe/London', 'Europe/London', '2026-10-24T12:00:00Z'),
      { date: '2026-10-25', at: at('2026-10-24T23:30:00Z') },
      '2026-10-25T23:59:00Z',
      false,
      '2026-10-26T00:00:00.000Z',
    ],
    ['no change, a long-gone reward', settingOf('Pacific/Kiritimati'), { date: '2026-03-01', at: null }, '2026-03-11T00:00:00Z', true, '2026-03-11T00:00:00.000Z'],
  ])('%s', (_case, setting, last, now, available, nextAvailableAt) => {
    const state = dailyRewardState(last, at(now), setting);
    expect(state.available).toBe(available);
    expect(state.nextAvailableAt.toISOString()).toBe(available ? at(now).toISOString() : nextAvailableAt);
    if (!available) expect(dailyRewardState(last, state.nextAvailableAt, setting).available).toBe(true);
  });

  it('is available when nothing was taken yet, keyed by today in the current zone', () => {
    expect(dailyRewardState(null, at('2026-03-11T12:30:00Z'), EAST)).toEqual({
      today: '2026-03-12',
      available: true,
      nextAvailableAt: at('2026-03-11T12:30:00Z'),
    });
  });

  it.each([
    // A reward taken before the change needs both zones; one taken after it only the current zone.
    [EAST, '2026-03-11T11:00:00Z', ['Etc/GMT+12', 'Pacific/Kiritimati']],
    [EAST, '2026-03-11T12:30:00Z', ['Pacific/Kiritimati']],
    [moved('UTC', 'UTC', '2026-03-11T12:30:00Z'), '2026-03-11T11:00:00Z', ['UTC']],
    [{ timeZone: 'UTC', previousTimeZone: null, changedAt: at('2026-03-11T12:30:00Z') }, '2026-03-11T11:00:00Z', ['UTC']],
  ])('zones that must turn: %j, taken at %s', (setting, takenAt, zones) => {
    expect(zonesSince(setting, at(takenAt))).toEqual(zones);
  });

  it.each([
    [EAST, '2026-03-12T10:00:00Z', 1], // two dates later in Kiritimati, but one day turned in each zone
    [EAST, '2026-03-13T10:00:00Z', 2],
    [WEST, '2026-03-12T12:00:00Z', 1],
    [settingOf('Etc/GMT+12'), '2026-03-12T12:00:00Z', 2],
  ])('counts the days turned since, fairly: %j at %s', (setting, now, days) => {
    const taken = setting === WEST ? TAKEN_EAST_OF_THE_LINE : TAKEN_WEST_OF_THE_LINE;
    expect(daysTurnedSince(taken, at(now), setting)).toBe(days);
  });

  it.each([
    [EAST, '2026-03-11T12:30:00Z', true],
    [EAST, '2026-03-13T12:29:59Z', true],
    [EAST, '2026-03-13T12:30:00Z', false],
    [moved('UTC', 'UTC', '2026-03-11T12:30:00Z'), '2026-03-11T13:00:00Z', false],
    [settingOf('UTC'), '2026-03-11T13:00:00Z', false],
  ])('whether the change still matters: %j at %s → %p', (setting, now, matters) => {
    expect(zoneChangeMatters(setting, at(now))).toBe(matters);
  });

  it("keeps counting into the last day's allowance until a new one is due", () => {
    expect(allowanceDay(TAKEN_WEST_OF_THE_LINE, at('2026-03-11T12:30:00Z'), EAST)).toBe('2026-03-10');
    expect(allowanceDay(TAKEN_WEST_OF_THE_LINE, at('2026-03-12T10:00:00Z'), EAST)).toBe('2026-03-13');
    expect(allowanceDay(null, at('2026-03-11T12:30:00Z'), EAST)).toBe('2026-03-12');
    expect(allowanceDay({ date: '2026-03-10', at: at('2026-03-10T09:00:00Z') }, at('2026-03-10T10:00:00Z'), settingOf('UTC'))).toBe('2026-03-10');
  });

  it('lets a streak go on across the change without counting a day twice or skipping one', () => {
    const before = { currentStreak: 4, longestStreak: 4, graceDay: false, lastLoginDate: '2026-03-10' };
    const days = daysTurnedSince({ date: '2026-03-10', at: at('2026-03-11T11:00:00Z') }, at('2026-03-12T10:00:00Z'), EAST);
    // Kiritimati shows the 13th, three dates after the 10th: by dates alone the streak would break.
    expect(updateLoginStreak(before, '2026-03-13').state.currentStreak).toBe(1);
    expect(updateLoginStreak(before, '2026-03-13', days)).toMatchObject({ counted: true, continued: true, state: { currentStreak: 5, lastLoginDate: '2026-03-13' } });
    expect(updateLoginStreak(before, '2026-03-12', 0)).toMatchObject({ counted: false });
  });
});
