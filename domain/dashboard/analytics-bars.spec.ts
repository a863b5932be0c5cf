import fc from 'fast-check';
import { analyticsBars } from './analytics-bars';

describe('analytics bars (spec §9)', () => {
  it.each([
    [{ currentStreak: 15, videosWatched: 2, quizzesCompleted: 1, level: 25 }, { studyConsistency: 50, learningActivity: 30, gamingProgress: 50 }],
    [{ currentStreak: 30, videosWatched: 10, quizzesCompleted: 0, level: 50 }, { studyConsistency: 100, learningActivity: 100, gamingProgress: 100 }],
    [{ currentStreak: 45, videosWatched: 8, quizzesCompleted: 9, level: 80 }, { studyConsistency: 100, learningActivity: 100, gamingProgress: 100 }], // capped at 100
    [{ currentStreak: 0, videosWatched: 0, quizzesCompleted: 0, level: 1 }, { studyConsistency: 0, learningActivity: 0, gamingProgress: 2 }],
    [{ currentStreak: 7, videosWatched: 0, quizzesCompleted: 0, level: 1 }, { studyConsistency: 23, learningActivity: 0, gamingProgress: 2 }], // 7/30 = 23.3 %
  ])('%j gives %j', (input, bars) => {
    expect(analyticsBars(input)).toEqual(bars);
  });

  it('every bar is within 0..100', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (currentStreak, videosWatched, quizzesCompleted, level) => {
        for (const value of Object.values(analyticsBars({ currentStreak, videosWatched, quizzesCompleted, level }))) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
