import type { Board } from '../../domain/leaderboard/board';

/** A board over the whole school, or over the students of one class. */
export type BoardScope = { board: Board; classId: number | null };

/** Rows `offset + 1` .. `offset + limit` of a board. */
export type BoardWindow = { offset: number; limit: number };

export interface BoardRow {
  userId: number;
  /** 1-based, unique on the board. */
  rank: number;
  /** What the board ranks: XP, level, streak days, tokens or chests (earned in the period for period boards). */
  score: number;
  /** The rank on the same board a day earlier, null when no snapshot holds it. */
  previousRank: number | null;
}

export interface BoardSlice {
  total: number;
  /** The viewer's rank, null when they are not on the board (or none was asked for). */
  viewerRank: number | null;
  rows: BoardRow[];
  updatedAt: Date;
}

/** Reads ranked boards; the adapter decides how ranks are kept (the database, or a rank index). */
export interface LeaderboardBoards {
  read(scope: BoardScope, window: BoardWindow, viewerId: number | null): Promise<BoardSlice>;
  /**
   * The viewer's neighbourhood (`radius` places above and below them, clipped to the board), or the
   * `otherwise` window when they are not on the board.
   */
  readAround(scope: BoardScope, viewerId: number, radius: number, otherwise: BoardWindow): Promise<BoardSlice>;
}
