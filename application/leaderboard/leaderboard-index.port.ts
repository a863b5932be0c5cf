/**
 * Keeps whatever structure answers leaderboard pages and ranks in step with the database, which
 * stays the source of truth. Use cases call `refresh` after their transaction commits, with every
 * student whose XP, level, streak, tokens earned, chests opened or leaderboard visibility changed.
 */
export interface LeaderboardIndex {
  refresh(userIds: readonly number[]): Promise<void>;
}
