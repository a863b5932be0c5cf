/** Injection keys of the leaderboard's own ports (the index that game commands notify is PORTS.leaderboard). */
export const LEADERBOARD_PORTS = {
  boards: Symbol('LeaderboardBoards'),
  queries: Symbol('LeaderboardQueries'),
} as const;
