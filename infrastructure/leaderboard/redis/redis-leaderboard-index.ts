import type { LeaderboardIndex } from '../../../application/leaderboard/leaderboard-index.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { Board, EarnedCategory } from '../../../domain/leaderboard/board';
import { livePeriodBoards } from '../../../domain/leaderboard/live-periods';
import { boardSortKey } from '../../../domain/leaderboard/sort-key';
import { allTimeRowsSql, periodRowsSql, type IndexedPeriod } from '../board-candidates.sql';
import { BatchedLookup } from '../../persistence/batched-lookup';
import type { Sql } from '../../persistence/sql';
import { isUnreachable, type RedisAbsence } from '../../system/redis-absence';
import type { SqlDatabase } from '../../persistence/sql-database';
import { SqlParams } from '../sql-params';
import { EVERY_BOARD, moves } from '../board-changes';
import { memberOf, MOVES_KEPT_SECONDS, redisBoardId, tracksMoves, utcDay, type RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis } from './redis-board-scripts';
import { REFRESH_NOTE_MS, type RedisBoardBuilder } from './redis-board-builder';

/** The all-time boards kept in Redis (the level board shares the XP board's set). */
export const ALL_TIME_BOARDS: Board[] = (['global', 'streak', 'tokens', 'chests'] as const).map((category) => ({
  category,
  period: 'all-time',
  from: null,
  to: null,
}));

/** Scores that never go down: a write may only improve them, so a late, stale write changes nothing. */
const NEVER_DECREASE = new Set<Board['category']>(['global', 'tokens', 'chests']);

type ScoreRow = { board: number; user_id: number; score: number; reached_ms: number };

/** A board a batch writes, and the students of the batch whose change moved it. */
type MovedBoard = { board: Board; students: number[] };

const MAX_BATCH = 500;
/** Batches applied at once: one reads PostgreSQL while another writes Redis. */
const CONCURRENT_BATCHES = 2;
const RECONCILE_BATCH = 5_000;
/**
 * How long the refreshes of commands are gathered before a batch applies them: each batch costs a
 * transaction and a round of Redis scripts whatever its size, so under load one batch serves many changes.
 * A reader waiting for the queue, or a full batch, ends the wait at once.
 */
const GATHER_MS = 15;
/** After a batch failed, the changes left in the outbox are applied again after this, doubling up to 30 s while it fails. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Applies the committed state of some students to every board held in Redis: the all-time boards
 * and the period boards that are current somewhere and were built. Scores are read again from the
 * database, so a refresh is idempotent. Refreshes are gathered into batches for a moment
 * (GATHER_MS), and a student is in one batch at a time: a refresh asked for while their batch runs
 * goes into a later one, which reads the database after the caller's commit, so the last word on a
 * student is always the latest state. A failure never fails the command that called it: it is
 * logged, the boards are rebuilt, and what it left in the outbox is applied again (a reconcile)
 * after a pause, as a node of a cluster may be lost and come back without the connection as a
 * whole closing.
 */
export class RedisLeaderboardIndex implements LeaderboardIndex {
  private pending = new Set<number>();
  private waiting: Array<() => void> = [];
  private draining: Promise<void> | null = null;
  /** The batches being applied, and their students: a student is in one batch at a time. */
  private running = new Set<Promise<void>>();
  private applying = new Set<number>();
  /** A reader waits for the queue: the next batch goes without gathering. */
  private urgent = false;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  /** Ends the gathering under way, if any. */
  private endGathering: (() => void) | null = null;
  /** Which students have a change not yet on the boards, whichever process made it: their outbox rows. */
  private readonly changesPending = new BatchedLookup<true>(async (ids) => {
    const rows = await this.database.reads.rows<{ user_id: number }>(`SELECT user_id FROM board_outbox WHERE user_id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((row) => [row.user_id, true]));
  });

  constructor(
    private readonly database: SqlDatabase,
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly builder: RedisBoardBuilder,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
    /** Shared with the boards' reads: while Redis is away, a reader does not wait for batches that cannot reach it. */
    private readonly absence: RedisAbsence,
  ) {}

  refresh(userIds: readonly number[]): Promise<void> {
    for (const id of userIds) if (Number.isSafeInteger(id) && id > 0) this.pending.add(id);
    if (this.pending.size === 0) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.draining ??= this.drain();
    return done;
  }

  async caughtUp(viewerId?: number, changePending?: boolean): Promise<void> {
    // A reader does not wait for batches that cannot reach a Redis that is away: the board's read
    // answers at once that it is being brought up to date. A closing process still waits for them.
    const readerWhileAway = () => viewerId !== undefined && this.absence.away;
    if (readerWhileAway()) return;
    if (this.pending.size > 0) {
      this.hurry();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else await Promise.all(this.running);
    if (viewerId === undefined || !Number.isSafeInteger(viewerId) || readerWhileAway()) return;
    // The viewer's change may wait in another worker's or instance's queue: its outbox row tells.
    // Applying it here too is harmless, as a refresh reads the current scores again.
    if (changePending ?? (await this.changesPending.one(viewerId))) {
      this.hurry();
      await this.refresh([viewerId]);
    }
  }

  /** What is queued goes in the next batch without gathering more: a reader waits for it. */
  private hurry(): void {
    this.urgent = true;
    this.endGathering?.();
  }

  private gather(): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        if (this.endGathering === end) this.endGathering = null;
        resolve();
      };
      const timer = setTimeout(end, GATHER_MS);
      this.endGathering = end;
    });
  }

  /**
   * A batch starts beside a running one only when it is full (a reconcile, a burst) or a reader
   * waits; else it gathers while the running one works, as each batch costs a transaction and a
   * round of scripts. At most CONCURRENT_BATCHES run, each of students no other running batch holds:
   * a student queued again while their batch runs goes in a later one, which reads the database
   * after that batch wrote. Whoever waits for the queue is answered once the batch that emptied it,
   * and every batch before it, is done.
   */
  private async drain(): Promise<void> {
    // A drain may end without waiting for anything (a batch started, the queue empty): it first lets
    // its caller note it as `draining`, so that the end below is the last word.
    await Promise.resolve();
    while (this.pending.size > 0) {
      const full = this.pending.size >= MAX_BATCH || this.urgent;
      if (this.running.size >= CONCURRENT_BATCHES || (this.running.size > 0 && !full)) {
        await Promise.race(this.running);
        continue;
      }
      // A full batch goes at once (a reconcile, a burst); a smaller one waits for more a moment.
      if (!this.urgent && this.pending.size < MAX_BATCH) await this.gather();
      this.urgent = false;
      const ids = [...this.pending].filter((id) => !this.applying.has(id)).slice(0, MAX_BATCH);
      if (ids.length === 0) {
        await Promise.race(this.running);
        continue;
      }
      for (const id of ids) {
        this.pending.delete(id);
        this.applying.add(id);
      }
      const waiting = this.pending.size === 0 ? this.waiting.splice(0) : [];
      const earlier = [...this.running];
      const batch: Promise<void> = this.apply(ids)
        .then(
          () => this.succeeded(),
          (error: unknown) => {
            if (isUnreachable(error)) this.absence.noticed();
            this.builder.invalidate(this.clock.now());
            this.onError(error);
            this.reconcileLater();
          },
        )
        .finally(() => {
          for (const id of ids) this.applying.delete(id);
          this.running.delete(batch);
        });
      this.running.add(batch);
      void Promise.all([batch, ...earlier]).then(() => {
        for (const resolve of waiting) resolve();
      });
    }
    this.draining = null;
  }

  /** A batch went through after failures: Redis answers again, so what they left is applied now. */
  private succeeded(): void {
    this.absence.answered();
    if (this.failures === 0) return;
    this.failures = 0;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (!this.stopped) this.reconcile().catch(this.onError);
  }

  /** Runs a reconcile after a pause that doubles with each failure in a row (one waits at a time). */
  private reconcileLater(): void {
    if (this.retry || this.stopped) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** this.failures++, RETRY_MAX_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.reconcile().catch(this.onError);
    }, delay);
    this.retry.unref();
  }

  /** The process is closing: no reconcile is started after this. */
  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /**
   * Brings the boards in line for every student whose change may not have reached them: after a
   * crash between a commit and its refresh, or while Redis was away. Answers how many were applied;
   * stops when a round applies nothing (Redis is still away: its return, or the retry after the
   * failed batch, calls this again), or when the process is closing.
   */
  async reconcile(): Promise<number> {
    let applied = 0;
    while (!this.stopped) {
      const ids = (await this.database.reads.rows<{ user_id: number }>(`SELECT user_id FROM board_outbox ORDER BY user_id LIMIT ${RECONCILE_BATCH}`)).map((row) => row.user_id);
      if (ids.length === 0) return applied;
      await this.refresh(ids);
      const [left] = await this.database.reads.rows<{ n: number }>(`SELECT count(*)::int AS n FROM board_outbox WHERE user_id = ANY($1::int[])`, [ids]);
      if (left.n === ids.length) return applied;
      applied += ids.length - left.n;
    }
    return applied;
  }

  /**
   * The students' board_outbox rows are deleted in the transaction that reads their scores, and it
   * commits only once Redis holds them: a crash in between leaves the rows for the next reconcile.
   * A change committed meanwhile writes its row again once this transaction ends. A row names the
   * boards its changes moved, and only those are read and written; a student with no row (a rebuild
   * meeting their refresh, an erasure) is applied to every board. Which boards are built is asked
   * while the rows are deleted.
   */
  private async apply(ids: number[]): Promise<void> {
    const now = this.clock.now();
    // After a failed batch Redis is asked first, outside the transaction: while it does not answer,
    // no batch holds its students' outbox rows (which their next commands write) waiting for it.
    if (this.failures > 0) await this.redis.ping();
    await this.database.transaction(async (sql) => {
      // A batch reads a few students' rows by key on each board: starting parallel workers for it
      // would cost PostgreSQL many times the read itself.
      sql.send(`SET LOCAL max_parallel_workers_per_gather = 0`);
      const [live, changes] = await Promise.all([this.liveBoards(now), this.takeChanges(sql, ids)]);
      const moved = live
        .map((board) => ({ board, students: ids.filter((id) => moves(changes.get(id) ?? EVERY_BOARD, board)) }))
        .filter((entry) => entry.students.length > 0);
      if (moved.length > 0) await this.write(moved, await this.scores(sql, moved), now);
    });
  }

  /** Deletes the students' outbox rows, waiting for changes in flight, and answers which boards each row names. */
  private async takeChanges(sql: Sql, ids: number[]): Promise<Map<number, number>> {
    const rows = await sql.rows<{ user_id: number; boards: number }>(`DELETE FROM board_outbox WHERE user_id = ANY($1::int[]) RETURNING user_id, boards`, [ids]);
    return new Map(rows.map((row) => [row.user_id, row.boards]));
  }

  /** The all-time boards, then the period boards current somewhere that were built. */
  private async liveBoards(now: Date): Promise<Board[]> {
    const periodBoards = livePeriodBoards(now);
    const built = await Promise.all(periodBoards.map((board) => this.redis.exists(this.keys.builtAt(redisBoardId(board)))));
    return [...ALL_TIME_BOARDS, ...periodBoards.filter((_, index) => built[index] === 1)];
  }

  /**
   * Notes the students first, and only then writes the boards: a rebuild swapped in after these
   * writes finds the note. Then one script per board, each on its board's keys alone (one slot of a
   * cluster), all sent at once: each board's script takes the whole batch, writes the students whose
   * key changed (a key that may only improve is kept when offered lower), and notes the day's moves
   * on the boards that keep them.
   */
  private async write(moved: MovedBoard[], scores: Map<string, ScoreRow>, now: Date): Promise<void> {
    await this.redis.noteRefreshed(this.keys.refreshed, REFRESH_NOTE_MS, ...new Set(moved.flatMap((entry) => entry.students)));
    const day = utcDay(now);
    await Promise.all(
      moved.map(({ board, students }, index) => {
        const id = redisBoardId(board);
        const gone: string[] = [];
        const entries: Array<string | number> = [];
        for (const userId of students) {
          const row = scores.get(`${index}:${userId}`);
          if (!row) gone.push(memberOf(userId));
          else entries.push(boardSortKey(row.score, new Date(row.reached_ms)), memberOf(userId));
        }
        const onlyImprove = NEVER_DECREASE.has(board.category) ? 'LT' : '';
        return this.redis.refreshBoard(
          this.keys.board(id),
          this.keys.updatedAt(id),
          this.keys.movedFrom(day, id),
          this.keys.movedTo(day, id),
          now.getTime(),
          onlyImprove,
          tracksMoves(board) ? '1' : '0',
          MOVES_KEPT_SECONDS,
          gone.length,
          ...gone,
          ...entries,
        );
      }),
    );
  }

  /**
   * Each student's row on each board that moved for them, keyed 'board index:user id'; absent when
   * they are not on it. The period boards of one category are read together, each student's ledger
   * rows once.
   */
  private async scores(sql: Sql, moved: MovedBoard[]): Promise<Map<string, ScoreRow>> {
    const params = new SqlParams();
    const allTime = moved.filter((entry) => entry.board.period === 'all-time');
    const periodsByCategory = new Map<EarnedCategory, { periods: IndexedPeriod[]; students: Set<number> }>();
    moved.forEach(({ board, students }, index) => {
      if (board.period === 'all-time') return;
      const category = periodsByCategory.get(board.category) ?? { periods: [], students: new Set<number>() };
      category.periods.push({ index, from: board.from, to: board.to });
      for (const id of students) category.students.add(id);
      periodsByCategory.set(board.category, category);
    });
    // Each category that moved has its all-time board among them; they come first in `moved`, so
    // their index there is their index among themselves.
    const allTimeStudents = [...new Set(allTime.flatMap((entry) => entry.students))];
    const parts = [
      `SELECT board, user_id, score, (extract(epoch FROM reached_at) * 1000)::float8 AS reached_ms
         FROM (${allTimeRowsSql(allTime.map((entry) => entry.board.category), params, { userIds: allTimeStudents })}) totals`,
      ...[...periodsByCategory].map(
        ([category, { periods, students }]) =>
          `SELECT board, user_id, score, (extract(epoch FROM reached_at) * 1000)::float8 AS reached_ms
             FROM (${periodRowsSql(category, periods, params, { userIds: [...students] })}) rows_${category}`,
      ),
    ];
    const rows = await sql.rows<ScoreRow>(parts.join(' UNION ALL '), params.values);
    return new Map(rows.map((row) => [`${row.board}:${row.user_id}`, row]));
  }
}
