/** global (XP), streak (current streak), level (level, then XP), tokens (tokens earned), chests (chests opened). */
export const LEADERBOARD_CATEGORIES = ['global', 'streak', 'level', 'tokens', 'chests'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

/** all-time uses totals; daily, weekly and monthly use what was earned in that period. */
export const LEADERBOARD_PERIODS = ['all-time', 'daily', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const DEFAULT_LEADERBOARD_CATEGORY: LeaderboardCategory = 'global';
export const DEFAULT_LEADERBOARD_PERIOD: LeaderboardPeriod = 'all-time';

/** Challenges to other users: at most this many sent per user per day. */
export const MAX_CHALLENGES_SENT_PER_DAY = 10;
export const DEFAULT_CHALLENGE_TYPE = 'duel';
export const DEFAULT_CHALLENGE_MESSAGE = 'I challenge you to a duel!';

export function isLeaderboardCategory(value: unknown): value is LeaderboardCategory {
  return typeof value === 'string' && (LEADERBOARD_CATEGORIES as readonly string[]).includes(value);
}

export function isLeaderboardPeriod(value: unknown): value is LeaderboardPeriod {
  return typeof value === 'string' && (LEADERBOARD_PERIODS as readonly string[]).includes(value);
}

/** The calendar period behind a board period, or null for all-time. */
export function calendarPeriodOf(period: LeaderboardPeriod): 'daily' | 'weekly' | 'monthly' | null {
  return period === 'all-time' ? null : period;
}
