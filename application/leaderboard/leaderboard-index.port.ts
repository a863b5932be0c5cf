/**
 * Keeps whatever structure answers leaderboard pages and ranks in step with the database, which
 * stays the source of truth. Use cases call `refresh` after their transaction commits, with every
 * student whose XP, level, streak, tokens earned, chests opened or leaderboard visibility changed.
 */
export interface LeaderboardIndex {
  /** Queues the students; resolves once their rows are applied (commands need not wait for it). */
  refresh(userIds: readonly number[]): Promise<void>;
  /**
   * Resolves once every refresh asked of this instance so far has been applied and, when a viewer is
   * named, once the boards show that student's own latest change, whichever worker or instance made it.
   * A caller who read already whether the viewer has a change pending says so, which spares asking again.
   */
  caughtUp(viewerId?: number, changePending?: boolean): Promise<void>;
}
