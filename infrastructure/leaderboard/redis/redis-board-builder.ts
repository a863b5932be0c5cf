import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../application/ports/clock.port';
import type { Board } from '../../../domain/leaderboard/board';
import { boardSortKey } from '../../../domain/leaderboard/sort-key';
import { addDays } from '../../../domain/shared/calendar';
import { boardCandidatesSql, SORT_KEY_ORDER } from '../board-candidates.sql';
import { SqlParams } from '../sql-params';
import { memberOf, redisBoardId, storedBoard, type RedisBoardKeys } from './redis-board-keys';
import { lockReleased, type BoardRedis } from './redis-board-scripts';
import { BoardTreeLoad, deleteTree } from './redis-board-tree-writer';

const FETCH_ROWS = 10_000;
/** A period board's tree outlives the board's own keys, so a read never finds the board without its tree. */
const TREE_OUTLIVES_MS = 3_600_000;
/**
 * A build holds its board's lock this long past its last sign of life; it renews it while it runs.
 * A build killed midway keeps its board answering "being rebuilt" at most this long.
 */
export const BUILD_LOCK_MS = 15_000;
const BUILD_LOCK_RENEW_MS = 5_000;
/** How long a refresh stays noted for rebuilds running meanwhile (longer than any build takes). */
export const REFRESH_NOTE_MS = 15 * 60_000;
type CandidateRow = { user_id: number; score: number; reached_ms: number };

/**
 * Builds a board's tree from the database (the source of truth): the rows stream in board order
 * through a cursor into a fresh tree that is then swapped in at once. Students refreshed while a board was
 * building, by any process (the index notes each refresh in Redis before applying it), are refreshed
 * again after the swap, so no change made meanwhile is lost. One process at a time builds a board: the
 * others wait for its build and take it as their own, as callers in one process join the build running.
 */
export class RedisBoardBuilder {
  private readonly running = new Map<string, Promise<void>>();
  /** Boards built before this moment (ms) are out of date: a change could not be applied to them. */
  private invalidatedAt = 0;
  private stopped = false;
  /** Set by the index: applies the current scores of these students again. */
  reapply: (userIds: number[]) => Promise<void> = async () => undefined;

  constructor(
    private readonly db: DataSource,
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Builds the board, or joins the build of it already running in this process. */
  build(board: Board): Promise<void> {
    const id = redisBoardId(board);
    let running = this.running.get(id);
    if (!running) {
      running = this.buildOnce(board, id).finally(() => this.running.delete(id));
      this.running.set(id, running);
    }
    return running;
  }

  /** Resolves once the builds running now are over (before closing the connection). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** The process is closing: builds running now stop at their next batch without swapping in, and none starts. */
  stop(): void {
    this.stopped = true;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Builds the board without anyone waiting for it (a failure is logged). */
  buildInBackground(board: Board): void {
    this.build(board).catch(this.onError);
  }

  invalidate(now: Date): void {
    this.invalidatedAt = now.getTime();
  }

  isOutdated(builtAt: number): boolean {
    return builtAt < this.invalidatedAt;
  }

  /**
   * Ends what a build that died after swapping its tree in left undone: it applies again the
   * students refreshed since that build's snapshot began, or, when the notes of that time may have
   * expired, builds the board again.
   */
  async finishDiedBuild(board: Board): Promise<void> {
    const id = redisBoardId(board);
    if (!(await this.redis.exists(this.keys.reapplyFrom(id)))) return;
    await this.withLock(id, async () => {
      const since = await this.redis.get(this.keys.reapplyFrom(id));
      if (since === null) return;
      const notesKept = Number(since) > (await this.redis.serverNowMs(this.keys.refreshed)) - REFRESH_NOTE_MS;
      if (notesKept) await this.reapplySince(id, since);
      else await this.buildNow(board, id);
    });
  }

  private async buildOnce(board: Board, id: string): Promise<void> {
    // Had another process's build failed before building the board once, build it here.
    await this.withLock(id, () => this.buildNow(board, id), () => this.redis.exists(this.keys.builtAt(id)).then((built) => built === 1));
  }

  /**
   * Runs `work` holding the board's build lock, renewed while it runs. While another process holds
   * it, waits for its end; then skips `work` when `doneMeanwhile` says so, or when this builder stopped.
   */
  private async withLock(id: string, work: () => Promise<void>, doneMeanwhile: () => Promise<boolean> = async () => false): Promise<void> {
    const lock = this.keys.buildLock(id);
    const token = randomUUID();
    while ((await this.redis.set(lock, token, 'PX', BUILD_LOCK_MS, 'NX')) !== 'OK') {
      await lockReleased(this.redis, lock, () => this.stopped);
      if (this.stopped || (await doneMeanwhile())) return;
    }
    const renewal = setInterval(() => void this.redis.extendLock(lock, token, BUILD_LOCK_MS).catch(this.onError), BUILD_LOCK_RENEW_MS).unref();
    try {
      await work();
    } finally {
      clearInterval(renewal);
      await this.redis.releaseLock(lock, token).catch(this.onError);
    }
  }

  /** Applies again the students refreshed since `since` (Redis time, ms), then forgets that this was owed. */
  private async reapplySince(id: string, since: string): Promise<void> {
    const meanwhile = await this.redis.zrangebyscore(this.keys.refreshed, since, '+inf');
    if (meanwhile.length > 0) await this.reapply(meanwhile.map(Number));
    await this.redis.del(this.keys.reapplyFrom(id));
  }

  private async buildNow(asked: Board, id: string): Promise<void> {
    // The XP board's scores, when the level board's read asked for the build: their keys are one.
    const board = storedBoard(asked);
    // Before the database snapshot is taken: a change it misses is refreshed (and noted) after this,
    // by the clock of the server that keeps the notes.
    const since = await this.redis.serverNowMs(this.keys.refreshed);
    await this.deleteUnusedTrees(id);
    const tree = this.keys.tree(id, randomUUID().slice(0, 8));
    await this.redis.rpush(this.keys.unusedTrees(id), tree);
    try {
      const startedAt = this.clock.now().getTime();
      const ttl = board.period === 'all-time' ? 0 : secondsUntil(addDays(board.to, 3), startedAt);
      const load = new BoardTreeLoad(this.redis, tree, ttl > 0 ? ttl * 1000 + TREE_OUTLIVES_MS : 0);
      await load.start();
      const complete = await this.streamRows(board, (rows) =>
        load.add(rows.map((row) => ({ userId: row.user_id, member: memberOf(row.user_id), key: boardSortKey(row.score, new Date(row.reached_ms)) }))),
      );
      if (!complete) return;
      await load.finish();
      // Listed first: a crash between the two leaves a board listed and not built, which a read builds.
      await this.redis.hset(this.keys.built, id, String(startedAt));
      // What the swapped-in tree lacks until the re-apply below: a crash in between leaves it noted.
      await this.redis.set(this.keys.reapplyFrom(id), String(since));
      await this.redis.swapBoard(this.keys.board(id), this.keys.builtAt(id), this.keys.updatedAt(id), this.keys.unusedTrees(id), tree, startedAt, ttl);
    } finally {
      // The tree swapped out, or this one when it was not swapped in.
      await this.deleteUnusedTrees(id).catch(this.onError);
    }
    await this.reapplySince(id, String(since));
  }

  /** Deletes the board's trees that are not read: swapped out, or left by a build that stopped. Only a build (holding the board's lock) calls it. */
  private async deleteUnusedTrees(id: string): Promise<void> {
    const unused = this.keys.unusedTrees(id);
    const current = await this.redis.get(this.keys.board(id));
    for (const tree of await this.redis.lrange(unused, 0, -1)) {
      if (tree !== current) await deleteTree(this.redis, tree);
      await this.redis.lrem(unused, 0, tree);
    }
  }

  /** Streams the board's rows to `onRows`; answers false when the builder stopped before the last. */
  private async streamRows(board: Board, onRows: (rows: CandidateRow[]) => Promise<void>): Promise<boolean> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      const params = new SqlParams();
      await runner.query(
        `DECLARE board_rows NO SCROLL CURSOR FOR
           SELECT user_id, score, (extract(epoch FROM reached_at) * 1000)::float8 AS reached_ms FROM (${boardCandidatesSql(board, params)}) c
           ORDER BY ${SORT_KEY_ORDER}`,
        params.values,
      );
      // The next rows are fetched while the last ones are written to Redis.
      const fetchRows = () => runner.query(`FETCH ${FETCH_ROWS} FROM board_rows`) as Promise<CandidateRow[]>;
      let next = fetchRows();
      let complete = true;
      for (;;) {
        const rows = await next;
        if (rows.length === 0) break;
        if (this.stopped) {
          complete = false;
          break;
        }
        next = fetchRows();
        next.catch(() => undefined); // a failure is thrown where it is awaited
        await onRows(rows);
      }
      await runner.commitTransaction();
      return complete;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}

function secondsUntil(date: string, fromMs: number): number {
  return Math.max(60, Math.ceil((new Date(`${date}T00:00:00Z`).getTime() - fromMs) / 1000));
}
