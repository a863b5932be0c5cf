import fc from 'fast-check';
import { levelForXp, levelProgressPercent, levelStartXp, nextLevelXpFor, xpIntoLevel } from './level';

describe('level = floor(xp / 100) + 1', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [250, 3],
    [3900, 40],
    [4999, 50],
    [-50, 1],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it.each([
    [1, 100],
    [2, 200],
    [10, 1000],
  ])('level %i ends at nextLevelXP %i (100 × level)', (level, next) => {
    expect(nextLevelXpFor(level)).toBe(next);
  });

  it.each([
    [1, 0],
    [2, 100],
    [5, 400],
  ])('level %i begins at %i XP (100 × (level − 1))', (level, start) => {
    expect(levelStartXp(level)).toBe(start);
  });
});

describe('progress inside the level', () => {
  it.each([
    [0, 0],
    [50, 50],
    [100, 0],
    [175, 75],
    [1099, 99],
  ])('%i XP is %i XP into its level', (xp, into) => {
    expect(xpIntoLevel(xp)).toBe(into);
  });

  it.each([
    [0, undefined, 0],
    [50, undefined, 50],
    [175, undefined, 75],
    [250, 2, 100], // stored level behind the XP: clamped to 100
    [50, 3, 0], // stored level ahead of the XP: clamped to 0
  ])('%i XP at level %p is %i percent', (xp, level, percent) => {
    expect(levelProgressPercent(xp, level)).toBe(percent);
  });

  it('progress percent is always within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 10_000_000 }), fc.option(fc.integer({ min: -5, max: 200_000 })), (xp, level) => {
        const percent = levelProgressPercent(xp, level ?? undefined);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('the level never falls as XP grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (xp, more) => {
        expect(levelForXp(xp + more)).toBeGreaterThanOrEqual(levelForXp(xp));
      }),
    );
  });
});
