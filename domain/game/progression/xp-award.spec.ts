import fc from 'fast-check';
import {
  applyXp,
  boundClientXp,
  CLIENT_XP_DAILY_CAP,
  CLIENT_XP_SOURCES,
  finalXpAward,
  isClientXpSource,
  streakXpBonusPercent,
  XP_SOURCES,
} from './xp-award';

describe('base XP for what the server saw happen', () => {
  it.each([
    ['daily_login', 10],
    ['video_completed', 20],
    ['quiz_completed', 30],
    ['course_completed', 100],
  ] as const)('%s is worth %i XP', (source, xp) => {
    expect(XP_SOURCES[source]).toBe(xp);
  });
});

describe('client-reported XP (POST /student/xp) is bounded', () => {
  it('only known sources are accepted', () => {
    expect(CLIENT_XP_SOURCES).toContain('video_completed');
    expect(isClientXpSource('quiz_completed')).toBe(true);
    expect(isClientXpSource('free_xp')).toBe(false);
    expect(isClientXpSource(42)).toBe(false);
  });

  it('the daily cap is 300 XP', () => {
    expect(CLIENT_XP_DAILY_CAP).toBe(300);
  });

  it.each([
    [50, 0, 50, false],
    [0, 0, 1, false], // raised to the minimum of 1
    [-20, 0, 1, false],
    [100, 0, 100, false],
    [500, 0, 100, true], // clamped to 100 per call
    [80, 250, 50, true], // only 50 left of today's 300
    [80, 300, 0, true], // cap reached: succeeds with 0
    [80, 420, 0, true],
  ])('asking %i with %i already reported today grants %i (capped %p)', (requested, today, granted, capped) => {
    const result = boundClientXp(requested, today);
    expect(result.xpGain).toBe(granted);
    expect(result.capped).toBe(capped);
    expect(result.reason !== undefined).toBe(capped);
  });

  it('beyond the cap the answer says why in a sentence', () => {
    expect(boundClientXp(40, 300).reason).toMatch(/300 XP/);
  });

  it('a day never grants more than 300 client XP, whatever is asked', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }), (requests) => {
        let total = 0;
        for (const requested of requests) total += boundClientXp(requested, total).xpGain;
        expect(total).toBeLessThanOrEqual(300);
      }),
    );
  });
});

describe('streak bonus and final award', () => {
  it.each([
    [0, 0],
    [1, 2],
    [10, 20],
    [25, 50],
    [40, 50], // at most 50 percent
  ])('a streak of %i gives %i percent bonus XP', (streak, bonus) => {
    expect(streakXpBonusPercent(streak)).toBe(bonus);
  });

  it.each([
    // final = round(base × (1 + bonus/100) × boost)
    [20, 0, 1, 20],
    [20, 5, 1, 22], // 20 × 1.10
    [30, 25, 1, 45], // 30 × 1.50
    [30, 25, 2, 90], // with a 2× XP boost
    [10, 3, 1, 11], // 10 × 1.06 = 10.6 -> 11
    [25, 1, 1, 26], // 25 × 1.02 = 25.5 -> 26
    [100, 100, 2, 300], // streak bonus capped at 50 %
  ])('base %i with a %i-day streak and boost ×%i awards %i XP', (base, streak, boost, expected) => {
    expect(finalXpAward(base, streak, boost)).toBe(expected);
  });

  it('without a boost the multiplier is 1', () => {
    expect(finalXpAward(20, 5)).toBe(22);
  });
});

describe('applying XP recomputes level and rank', () => {
  it.each([
    [0, 10, { newXP: 10, newLevel: 1, leveledUp: false, nextLevelXP: 100, rank: 'Bronze I' }],
    [95, 10, { newXP: 105, newLevel: 2, leveledUp: true, nextLevelXP: 200, rank: 'Bronze I' }],
    [890, 120, { newXP: 1010, newLevel: 11, leveledUp: true, nextLevelXP: 1100, rank: 'Silver I' }],
    [3950, 50, { newXP: 4000, newLevel: 41, leveledUp: true, nextLevelXP: 4100, rank: 'Diamond II' }],
  ])('%i XP plus %i gives %j', (xp, award, expected) => {
    expect(applyXp(xp, award)).toEqual(expected);
  });

  it('the level never falls as XP is added', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: -500, max: 5000 }), (xp, award) => {
        const result = applyXp(xp, award);
        expect(result.newXP).toBeGreaterThanOrEqual(xp);
        expect(result.newLevel).toBeGreaterThanOrEqual(Math.floor(xp / 100) + 1);
      }),
    );
  });
});
