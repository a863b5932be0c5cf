import fc from 'fast-check';
import { addDays } from '../../shared/calendar';
import { effectiveStreak, INITIAL_STREAK, restoreGraceDay, streakFlameColour, updateLoginStreak, type StreakState } from './login-streak';

const state = (overrides: Partial<StreakState>): StreakState => ({
  currentStreak: 4,
  longestStreak: 10,
  graceDay: true,
  lastLoginDate: '2026-03-10',
  ...overrides,
});

describe('daily login streak (PRODUCT.md)', () => {
  it('the first login ever starts a streak of 1', () => {
    expect(updateLoginStreak(INITIAL_STREAK, '2026-03-10')).toEqual({
      state: { currentStreak: 1, longestStreak: 1, graceDay: true, lastLoginDate: '2026-03-10' },
      counted: true,
      continued: false,
      usedGraceDay: false,
    });
  });

  it('a second login the same day changes nothing', () => {
    const before = state({});
    expect(updateLoginStreak(before, '2026-03-10')).toEqual({ state: before, counted: false, continued: false, usedGraceDay: false });
  });

  it('a last login on a later date (the user moved west) counts as the same day: nothing changes', () => {
    const before = state({ lastLoginDate: '2026-03-11' });
    expect(updateLoginStreak(before, '2026-03-10')).toEqual({ state: before, counted: false, continued: false, usedGraceDay: false });
  });

  it.each([
    // [streak, longest, grace, last login, today] -> [streak, longest, grace, continued, used grace]
    [4, 10, true, '2026-03-10', '2026-03-11', 5, 10, true, true, false], // yesterday: +1
    [10, 10, false, '2026-03-10', '2026-03-11', 11, 11, false, true, false], // longest follows
    [4, 10, true, '2026-03-09', '2026-03-11', 5, 10, false, true, true], // one missed day, grace: +1, grace spent
    [4, 10, false, '2026-03-09', '2026-03-11', 1, 10, false, false, false], // one missed day, no grace: restart
    [4, 10, true, '2026-03-08', '2026-03-11', 1, 10, true, false, false], // two missed days: restart
    [6, 6, false, '2026-03-10', '2026-03-11', 7, 7, true, true, false], // reaching 7 brings the grace day back
    [6, 6, true, '2026-03-09', '2026-03-11', 7, 7, true, true, true], // spent and back at once on reaching 7
    [13, 20, false, '2026-03-10', '2026-03-11', 14, 20, true, true, false], // and again at 14
    [8, 20, false, '2026-03-10', '2026-03-11', 9, 20, false, true, false], // not at 9
  ] as const)(
    'streak %i (best %i, grace %p), last login %s, login on %s -> streak %i, best %i, grace %p',
    (current, longest, grace, last, today, nextStreak, nextLongest, nextGrace, continued, usedGraceDay) => {
      const result = updateLoginStreak(state({ currentStreak: current, longestStreak: longest, graceDay: grace, lastLoginDate: last }), today);
      expect(result).toEqual({
        state: { currentStreak: nextStreak, longestStreak: nextLongest, graceDay: nextGrace, lastLoginDate: today },
        counted: true,
        continued,
        usedGraceDay,
      });
    },
  );

  it('across a month end, yesterday is still yesterday', () => {
    expect(updateLoginStreak(state({ lastLoginDate: '2026-02-28' }), '2026-03-01').state.currentStreak).toBe(5);
  });

  it('a streak freeze restores the grace day', () => {
    expect(restoreGraceDay(state({ graceDay: false })).graceDay).toBe(true);
  });

  it.each([
    ['2026-03-10', 4], // logged in today
    ['2026-03-09', 4], // yesterday: still alive
    ['2026-03-08', 4], // one missed day, grace available
    ['2026-03-07', 0], // broken
  ])('with the last login on %s the streak on 2026-03-10 stands at %i', (last, expected) => {
    expect(effectiveStreak(state({ lastLoginDate: last }), '2026-03-10')).toBe(expected);
  });

  const logins = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 });

  it('a streak is never negative, the best never below it, and never counted twice a day', () => {
    fc.assert(
      fc.property(logins, fc.boolean(), (gaps, grace) => {
        let current: StreakState = { ...INITIAL_STREAK, graceDay: grace };
        let day = '2026-01-01';
        for (const gap of gaps) {
          day = addDays(day, gap);
          const result = updateLoginStreak(current, day);
          expect(result.state.currentStreak).toBeGreaterThanOrEqual(0);
          expect(result.state.longestStreak).toBeGreaterThanOrEqual(result.state.currentStreak);
          expect(result.state.currentStreak - current.currentStreak).toBeLessThanOrEqual(1);
          expect(updateLoginStreak(result.state, day).counted).toBe(false);
          current = result.state;
        }
      }),
    );
  });

  it('even from corrupt stored values a streak never goes negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -3, max: 5 }), (cur, best, gap) => {
        const result = updateLoginStreak(state({ currentStreak: cur, longestStreak: best }), addDays('2026-03-10', gap));
        expect(result.state.currentStreak).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('streak flame colour changes at 3, 7, 14 and 30 days', () => {
  it.each([
    [0, 'grey'],
    [2, 'grey'],
    [3, 'orange'],
    [6, 'orange'],
    [7, 'red'],
    [13, 'red'],
    [14, 'purple'],
    [29, 'purple'],
    [30, 'blue'],
    [365, 'blue'],
  ])('a %i-day streak burns %s', (streak, colour) => {
    expect(streakFlameColour(streak)).toBe(colour);
  });
});
