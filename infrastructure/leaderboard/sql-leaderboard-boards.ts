import type { DataSource } from 'typeorm';
import type { BoardScope, BoardSlice, BoardWindow, LeaderboardBoards } from '../../application/leaderboard/leaderboard-boards.port';
import type { Clock } from '../../application/ports/clock.port';
import { boardId } from '../../domain/leaderboard/board';
import { neighbourhood } from '../../domain/leaderboard/ranking';
import { BOARD_ORDER, boardCandidatesSql } from './board-candidates.sql';
import { SqlRankSnapshots } from './sql-rank-snapshots';
import { SqlParams } from './sql-params';

type SliceRow = { total: number; viewer_rank: number | null; rows: Array<[number, number, number]> };

/**
 * Boards ranked by PostgreSQL on every read: always current, made for a school's worth of students
 * (the embedded default, tests, class boards). Large deployments put a rank index in front.
 */
export class SqlLeaderboardBoards implements LeaderboardBoards {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly snapshots = new SqlRankSnapshots(db),
  ) {}

  async read(scope: BoardScope, window: BoardWindow, viewerId: number | null): Promise<BoardSlice> {
    const now = this.clock.now();
    const [slice, previous] = await Promise.all([this.slice(scope, window, viewerId), this.previousRanks(scope, now)]);
    return {
      total: slice.total,
      viewerRank: slice.viewer_rank,
      rows: slice.rows.map(([userId, rank, score]) => ({ userId, rank, score, previousRank: previous.get(userId) ?? null })),
      updatedAt: now,
    };
  }

  async readAround(scope: BoardScope, viewerId: number, radius: number, otherwise: BoardWindow): Promise<BoardSlice> {
    const { viewer_rank: rank, total } = await this.slice(scope, { offset: 0, limit: 0 }, viewerId);
    if (rank === null) return this.read(scope, otherwise, viewerId);
    const { fromRank, toRank } = neighbourhood(rank, total, radius);
    return this.read(scope, { offset: fromRank - 1, limit: toRank - fromRank + 1 }, viewerId);
  }

  private async slice(scope: BoardScope, window: BoardWindow, viewerId: number | null): Promise<SliceRow> {
    const params = new SqlParams();
    const candidates = boardCandidatesSql(scope.board, params, { classId: scope.classId });
    const [row] = (await this.db.query(
      `WITH ranked AS (SELECT user_id, score, (row_number() OVER (ORDER BY ${BOARD_ORDER}))::int AS rank FROM (${candidates}) c)
       SELECT (SELECT count(*)::int FROM ranked) AS total,
              (SELECT rank FROM ranked WHERE user_id = ${params.add(viewerId, '::int')}) AS viewer_rank,
              (SELECT coalesce(json_agg(json_build_array(user_id, rank, score) ORDER BY rank), '[]'::json)
                 FROM ranked WHERE rank > ${params.add(window.offset, '::int')} AND rank <= ${params.add(window.offset + window.limit, '::int')}) AS rows`,
      params.values,
    )) as SliceRow[];
    return row;
  }

  /** Ranks on this board when it was first read today (UTC), so `change` shows the day's movement. */
  private previousRanks(scope: BoardScope, now: Date): Promise<Map<number, number>> {
    const key = `${boardId(scope.board)}@${scope.classId ?? 'school'}`;
    const params = new SqlParams();
    const candidates = boardCandidatesSql(scope.board, params, { classId: scope.classId });
    const ranking = { text: `SELECT user_id, (row_number() OVER (ORDER BY ${BOARD_ORDER}))::int AS rank FROM (${candidates}) c`, values: params.values };
    return this.snapshots.ranksOn(now.toISOString().slice(0, 10), key, ranking);
  }
}
