import { achievements } from './achievements';

const base = { currentStreak: 0, level: 1, tokenBalance: 0, videosWatched: 0 };
const unlocked = (input: Parameters<typeof achievements>[0]) => achievements(input).filter((a) => a.unlocked).map((a) => a.id);

describe('achievements: streak 7, level 10, 1000 tokens, 50 videos (spec §9)', () => {
  it('a new student has none', () => {
    expect(unlocked(base)).toEqual([]);
    expect(achievements(base).map((a) => a.target)).toEqual([7, 10, 1000, 50]);
  });

  it.each([
    [{ currentStreak: 7 }, ['week-streak']],
    [{ currentStreak: 6 }, []],
    [{ currentStreak: 2, longestStreak: 9 }, ['week-streak']], // the best streak counts
    [{ level: 10 }, ['level-10']],
    [{ level: 9 }, []],
    [{ tokenBalance: 1000 }, ['token-collector']],
    [{ tokenBalance: 999 }, []],
    [{ videosWatched: 50 }, ['video-enthusiast']],
    [{ videosWatched: 49 }, []],
  ])('%j unlocks %j', (overrides, ids) => {
    expect(unlocked({ ...base, ...overrides })).toEqual(ids);
  });
});
