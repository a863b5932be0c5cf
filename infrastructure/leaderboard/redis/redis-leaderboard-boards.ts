import type { BoardRow, BoardScope, BoardSlice, BoardWindow, LeaderboardBoards } from '../../../application/leaderboard/leaderboard-boards.port';
import type { Clock } from '../../../application/ports/clock.port';
import { LeaderboardRebuildingError } from '../../../application/leaderboard/leaderboard.errors';
import type { Board } from '../../../domain/leaderboard/board';
import { scoreOfSortKey } from '../../../domain/leaderboard/sort-key';
import { levelForXp } from '../../../domain/game/progression/level';
import { isUnreachable, type RedisAbsence } from '../../system/redis-absence';
import type { RedisBoardBuilder } from './redis-board-builder';
import { memberOf, redisBoardId, tracksMoves, userOfMember, utcDay, type RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis, ReadBoardReply } from './redis-board-scripts';
import type { RedisEndedBoards } from './redis-ended-boards';

const NO_RADIUS = -1;
/**
 * How long a read waits for its board to be built or checked before it answers that the board is
 * being rebuilt: a small school's boards are built well within it, a country's take minutes.
 */
const READ_WAIT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

/** How old a board may grow before it is rebuilt in the background (refreshes keep it current meanwhile). */
export interface BoardAges {
  allTimeMs: number;
  periodMs: number;
}

/**
 * Boards read from Redis trees (redis-board-tree): a rank or a page costs two lookups in small indexes
 * and sums of a few hundred counts, whatever the depth. A board never built (or expired) is built from
 * the database first; class boards are small and are read from the database.
 */
export class RedisLeaderboardBoards implements LeaderboardBoards {
  /** The start-up check while it runs; null once it ended, so reads no longer wait on a timer for it. */
  private startupCheck: Promise<unknown> | null = null;

  constructor(
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly builder: RedisBoardBuilder,
    private readonly endedBoards: RedisEndedBoards,
    private readonly classBoards: LeaderboardBoards,
    private readonly clock: Clock,
    private readonly ages: BoardAges,
    /** Shared with the index: while Redis is away, a read answers at once instead of waiting out a timeout. */
    private readonly absence: RedisAbsence,
  ) {}

  /** Reads wait (a little) for the start-up check, which brings the boards in line with the database. */
  afterStartupCheck(check: Promise<unknown>): void {
    this.startupCheck = check.finally(() => {
      this.startupCheck = null;
    });
  }

  async read(scope: BoardScope, window: BoardWindow, viewerId: number | null): Promise<BoardSlice> {
    if (scope.classId !== null) return this.classBoards.read(scope, window, viewerId);
    return this.sliceOf(scope.board, await this.fetch(scope.board, window, viewerId, NO_RADIUS));
  }

  async readAround(scope: BoardScope, viewerId: number, radius: number, otherwise: BoardWindow): Promise<BoardSlice> {
    if (scope.classId !== null) return this.classBoards.readAround(scope, viewerId, radius, otherwise);
    return this.sliceOf(scope.board, await this.fetch(scope.board, otherwise, viewerId, radius));
  }

  private sliceOf(board: Board, [builtAt, updatedAt, total, viewerRank, members, previous, offset]: NonNullable<ReadBoardReply>): BoardSlice {
    const rows: BoardRow[] = [];
    for (let i = 0; i < members.length; i += 2) {
      const rank = offset + i / 2 + 1;
      const prior = previous[i / 2];
      rows.push({ userId: userOfMember(members[i]), rank, score: this.scoreOf(board, Number(members[i + 1])), previousRank: prior >= 0 ? prior + 1 : null });
    }
    return {
      total,
      viewerRank: viewerRank >= 0 ? viewerRank + 1 : null,
      rows,
      updatedAt: new Date(Math.max(Number(builtAt), Number(updatedAt))),
    };
  }

  private async fetch(board: Board, window: BoardWindow, viewerId: number | null, radius: number): Promise<NonNullable<ReadBoardReply>> {
    const now = this.clock.now();
    const day = utcDay(now);
    void this.endedBoards.ensureForgotten(day);
    const id = redisBoardId(board);
    const read = () =>
      this.redis.readBoard(
        this.keys.board(id),
        this.keys.movedFrom(day, id),
        this.keys.movedTo(day, id),
        this.keys.builtAt(id),
        this.keys.updatedAt(id),
        window.offset,
        window.limit,
        viewerId === null ? '' : memberOf(viewerId),
        radius,
        tracksMoves(board) ? '1' : '0',
      );
    if (this.startupCheck) await waitOrAnswerRebuilding(this.startupCheck);
    let reply = await this.unlessDisconnected(read);
    if (reply === null) {
      await waitOrAnswerRebuilding(this.builder.build(board));
      reply = await read();
      // Gone again once built (its keys expired, or the day's forgetting of ended periods took it):
      // the next read builds it again.
      if (reply === null) throw new LeaderboardRebuildingError(RETRY_AFTER_SECONDS);
    } else if (this.isStale(board, Number(reply[0]), now)) {
      this.builder.buildInBackground(board);
    }
    return reply;
  }

  /**
   * Without its Redis node the board cannot be read (Redis restarting, a cluster's master failing
   * over, or silent): it answers as one being rebuilt, not as a failure, and so do the reads of the
   * next moments without asking Redis, until one of them finds it back. Any other error stays an error.
   */
  private async unlessDisconnected<T>(read: () => Promise<T>): Promise<T> {
    if (!this.absence.mayAsk()) throw new LeaderboardRebuildingError(RETRY_AFTER_SECONDS);
    try {
      const reply = await read();
      this.absence.answered();
      return reply;
    } catch (error) {
      if (this.redis.status !== 'ready' || isUnreachable(error)) {
        this.absence.noticed();
        throw new LeaderboardRebuildingError(RETRY_AFTER_SECONDS);
      }
      this.absence.answered();
      throw error;
    }
  }

  private isStale(board: Board, builtAt: number, now: Date): boolean {
    const maxAge = board.period === 'all-time' ? this.ages.allTimeMs : this.ages.periodMs;
    return now.getTime() - builtAt > maxAge || this.builder.isOutdated(builtAt);
  }

  private scoreOf(board: Board, key: number): number {
    const score = scoreOfSortKey(key);
    return board.category === 'level' ? levelForXp(score) : score;
  }
}

async function waitOrAnswerRebuilding(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), READ_WAIT_MS).unref();
  });
  try {
    if ((await Promise.race([work, waited])) === 'waited') throw new LeaderboardRebuildingError(RETRY_AFTER_SECONDS);
  } finally {
    clearTimeout(timer);
  }
}
