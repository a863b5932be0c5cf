/** The student asking for a board. */
export interface LeaderboardViewer {
  userId: number;
  timeZone: string;
  /** Whether they belong to the class asked about (false when no class was asked about). */
  inClass: boolean;
  /** Whether a change of their scores may not have reached the boards yet (it is noted until it has). */
  changePending: boolean;
}

/** What a board shows of a student: never an e-mail. */
export interface BoardMember {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  level: number;
  xp: number;
  currentStreak: number;
  tokensEarned: number;
  chestsOpened: number;
}

/** Read-only lookups behind the leaderboard. */
export interface LeaderboardQueries {
  viewer(userId: number, classId: number | null): Promise<LeaderboardViewer | null>;
  /** The given students that may appear on a board (students who have not opted out), in any order. */
  members(userIds: readonly number[]): Promise<BoardMember[]>;
}
