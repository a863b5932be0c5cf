import { calendarPeriodOf, isLeaderboardCategory, isLeaderboardPeriod, LEADERBOARD_CATEGORIES, LEADERBOARD_PERIODS } from './categories';

describe('leaderboard categories and periods (spec §2)', () => {
  it('categories are global, streak, level, tokens and chests', () => {
    expect(LEADERBOARD_CATEGORIES).toEqual(['global', 'streak', 'level', 'tokens', 'chests']);
    expect(isLeaderboardCategory('level')).toBe(true);
    expect(isLeaderboardCategory('email')).toBe(false);
  });

  it('periods are all-time, daily, weekly and monthly', () => {
    expect(LEADERBOARD_PERIODS).toEqual(['all-time', 'daily', 'weekly', 'monthly']);
    expect(isLeaderboardPeriod('weekly')).toBe(true);
    expect(isLeaderboardPeriod('yearly')).toBe(false);
  });

  it.each([
    ['all-time', null],
    ['daily', 'daily'],
    ['weekly', 'weekly'],
    ['monthly', 'monthly'],
  ] as const)('the %s board covers calendar period %p', (period, calendar) => {
    expect(calendarPeriodOf(period)).toBe(calendar);
  });
});
