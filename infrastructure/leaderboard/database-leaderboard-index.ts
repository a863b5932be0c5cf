import type { LeaderboardIndex } from '../../application/leaderboard/leaderboard-index.port';

/** With boards ranked by the database on every read there is no separate index to keep in step: every change shows at once. */
export class DatabaseLeaderboardIndex implements LeaderboardIndex {
  async refresh(): Promise<void> {}

  async caughtUp(): Promise<void> {}
}
