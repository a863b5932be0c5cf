import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../application/ports/clock.port';
import { isEarnedCategory, type Board } from '../../../domain/leaderboard/board';
import { isLeaderboardCategory } from '../../../domain/leaderboard/categories';
import { livePeriodBoards } from '../../../domain/leaderboard/live-periods';
import { periodEnd, PERIODS, type Period } from '../../../domain/shared/calendar';
import { boardCandidatesSql } from '../board-candidates.sql';
import { SqlParams } from '../sql-params';
import type { RedisBoardBuilder } from './redis-board-builder';
import { redisBoardId, type RedisBoardKeys } from './redis-board-keys';
import { lockReleased, type BoardRedis } from './redis-board-scripts';
import { ALL_TIME_BOARDS } from './redis-leaderboard-index';

/**
 * The start-up check holds its lock this long past its last sign of life, and renews it while it
 * works: a holder killed mid-check keeps the next start waiting at most this long.
 */
export const STARTUP_LOCK_MS = 15_000;
const STARTUP_LOCK_RENEW_MS = 5_000;
/** Instances that waited for a check that ended well this long ago trust it instead of checking again. */
const CHECKED_RECENTLY_MS = 60_000;

/** Keeps the Redis boards trustworthy: checked on start, rebuilt when empty or stale, and on demand. */
export class RedisBoardMaintenance {
  constructor(
    private readonly db: DataSource,
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly builder: RedisBoardBuilder,
    private readonly clock: Clock,
    private readonly maxAllTimeAgeMs: number,
  ) {}

  /**
   * On start: applies the changes a stopped process left in the outbox (`applyOutbox`), and rebuilds
   * each all-time board that was never built, is older than allowed, or does not hold exactly the
   * students who should be on it. The students are counted while the outbox is applied (at ten
   * million students each takes seconds), and the boards are measured once it is: a student the
   * outbox adds is then on both sides. A board whose build died between swapping its tree in and
   * applying the changes made meanwhile gets them now. One instance checks while the others wait; they skip the
   * check when it ended well moments ago, and make it themselves when its holder died.
   */
  async ensureFresh(applyOutbox: () => Promise<number>): Promise<{ rebuilt: Board[]; applied: number }> {
    const lock = this.keys.startupLock();
    const checked = this.keys.startupChecked();
    const token = randomUUID();
    while ((await this.redis.set(lock, token, 'PX', STARTUP_LOCK_MS, 'NX')) !== 'OK') {
      await lockReleased(this.redis, lock);
      if (await this.redis.exists(checked)) return { rebuilt: [], applied: await applyOutbox() };
    }
    const renewal = setInterval(() => void this.redis.extendLock(lock, token, STARTUP_LOCK_MS).catch(() => undefined), STARTUP_LOCK_RENEW_MS).unref();
    try {
      await this.deleteSortedSetBoards();
      const [students, applied] = await Promise.all([this.studentsOnBoards(), applyOutbox()]);
      const stale = await this.staleAllTimeBoards(students);
      for (const board of stale) await this.builder.build(board);
      for (const board of await this.heldBoards()) if (!stale.includes(board)) await this.builder.finishDiedBuild(board);
      await this.redis.set(checked, token, 'PX', CHECKED_RECENTLY_MS);
      return { rebuilt: stale, applied };
    } finally {
      clearInterval(renewal);
      await this.redis.releaseLock(lock, token);
    }
  }

  /**
   * Builds, one after another, the period boards current somewhere now that were never built, so the
   * first student to open one is not the one who waits for it (at 10,000,000 students a weekly board
   * takes the best part of a minute). Meant to run in the background after the start; the builder's `stop` ends it.
   */
  async buildLivePeriodBoards(): Promise<Board[]> {
    const done: Board[] = [];
    for (const board of livePeriodBoards(this.clock.now())) {
      // Asked board by board: another process starting at the same time may have built it meanwhile.
      if (await this.redis.exists(this.keys.builtAt(redisBoardId(board)))) continue;
      await this.builder.build(board);
      if (this.builder.isStopped) break;
      done.push(board);
    }
    return done;
  }

  /** Rebuilds every board held (all-time and the period boards built so far) from the database. */
  async rebuildAll(): Promise<Board[]> {
    const boards = await this.heldBoards();
    for (const board of boards) await this.builder.build(board);
    return boards;
  }

  /** The all-time boards and the period boards built so far. */
  private async heldBoards(): Promise<Board[]> {
    const periodBoards = (await this.redis.hkeys(this.keys.built)).map(boardOfId).filter((board) => board !== null && board.period !== 'all-time');
    return [...ALL_TIME_BOARDS, ...(periodBoards as Board[])];
  }

  /**
   * Deletes the boards an earlier version kept as one sorted set each: with no tree, their boards
   * are built again (the all-time ones here, the others when first read).
   */
  private async deleteSortedSetBoards(): Promise<void> {
    const ids = new Set([...ALL_TIME_BOARDS.map(redisBoardId), ...(await this.redis.hkeys(this.keys.built))]);
    for (const id of ids) {
      const key = this.keys.sortedSetBoard(id);
      if ((await this.redis.type(key)) === 'zset') await this.redis.unlink(key);
    }
  }

  private async staleAllTimeBoards(students: number): Promise<Board[]> {
    const now = this.clock.now().getTime();
    const ids = ALL_TIME_BOARDS.map(redisBoardId);
    const builtAt = await Promise.all(ids.map((id) => this.redis.get(this.keys.builtAt(id))));
    const sizes = await Promise.all(ids.map((id) => this.redis.boardSize(this.keys.board(id))));
    return ALL_TIME_BOARDS.filter((_, i) => builtAt[i] === null || now - Number(builtAt[i]) > this.maxAllTimeAgeMs || sizes[i] !== students);
  }

  private async studentsOnBoards(): Promise<number> {
    const params = new SqlParams();
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM (${boardCandidatesSql(ALL_TIME_BOARDS[0], params)}) c`, params.values)) as Array<{ n: number }>;
    return row.n;
  }
}

/** The board a Redis board id names ('streak', 'global:weekly:2026-03-02'), or null. */
export function boardOfId(id: string): Board | null {
  const [category, period, from] = id.split(':');
  if (!isLeaderboardCategory(category)) return null;
  if (period === undefined) return { category, period: 'all-time', from: null, to: null };
  if (!isEarnedCategory(category) || !(PERIODS as readonly string[]).includes(period) || !/^\d{4}-\d{2}-\d{2}$/.test(from ?? '')) return null;
  return { category, period: period as Period, from, to: periodEnd(period as Period, from) };
}
