import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LEADERBOARD_PORTS } from '../../application/leaderboard/leaderboard.tokens';
import { PORTS } from '../../application/ports/tokens';
import type { Clock } from '../../application/ports/clock.port';
import type { Environment } from '../config/environment';
import { ENVIRONMENT } from '../infrastructure.tokens';
import { SqlDatabase } from '../persistence/sql-database';
import { BoardMemberCache, MemberForgettingIndex } from './board-member-cache';
import { DatabaseLeaderboardIndex } from './database-leaderboard-index';
import { openRedisLeaderboard, type RedisLeaderboard } from './redis/redis-leaderboard';
import { SqlLeaderboardBoards } from './sql-leaderboard-boards';
import { SqlLeaderboardQueries } from './sql-leaderboard-queries';

const REDIS_LEADERBOARD = Symbol('RedisLeaderboard');
const logger = new Logger('Leaderboard');
const MEMBER_CACHE = { ttlMs: 2_000, maxEntries: 10_000 };
const OUTBOX_SWEEP_MS = 5 * 60_000;
const logError = (error: unknown) => logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * The leaderboard's adapters. With Redis (REDIS_URL, or a cluster's REDIS_CLUSTER_NODES) the boards
 * are read from Redis (each a tree of small sorted sets) kept in step by `LeaderboardIndex.refresh` (and checked on start);
 * without it PostgreSQL ranks them on each read. Global, so every game command can notify the index.
 */
@Global()
@Module({
  providers: [
    {
      provide: BoardMemberCache,
      useFactory: (database: SqlDatabase, clock: Clock) => new BoardMemberCache(new SqlLeaderboardQueries(database.reads), clock, MEMBER_CACHE),
      inject: [SqlDatabase, PORTS.clock],
    },
    { provide: LEADERBOARD_PORTS.queries, useExisting: BoardMemberCache },
    { provide: SqlLeaderboardBoards, useFactory: (db: DataSource, clock: Clock) => new SqlLeaderboardBoards(db, clock), inject: [DataSource, PORTS.clock] },
    {
      provide: REDIS_LEADERBOARD,
      useFactory: async (environment: Environment, db: DataSource, database: SqlDatabase, clock: Clock, classBoards: SqlLeaderboardBoards) => {
        if (!environment.redis) return null;
        return openRedisLeaderboard({ redis: environment.redis, db, database, clock, classBoards, onError: logError });
      },
      inject: [ENVIRONMENT, DataSource, SqlDatabase, PORTS.clock, SqlLeaderboardBoards],
    },
    {
      provide: LEADERBOARD_PORTS.boards,
      useFactory: (redis: RedisLeaderboard | null, sql: SqlLeaderboardBoards) => redis?.boards ?? sql,
      inject: [REDIS_LEADERBOARD, SqlLeaderboardBoards],
    },
    {
      provide: PORTS.leaderboard,
      useFactory: (redis: RedisLeaderboard | null, members: BoardMemberCache) => new MemberForgettingIndex(redis?.index ?? new DatabaseLeaderboardIndex(), members),
      inject: [REDIS_LEADERBOARD, BoardMemberCache],
    },
  ],
  exports: [LEADERBOARD_PORTS.queries, LEADERBOARD_PORTS.boards, PORTS.leaderboard],
})
export class LeaderboardInfrastructureModule implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Sweeps the outbox (boards ranked by the database) or applies what it holds (Redis boards). */
  private outboxTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private periodBoardBuilds: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS_LEADERBOARD) private readonly redis: RedisLeaderboard | null,
    @Inject(SqlDatabase) private readonly database: SqlDatabase,
    @Inject(ENVIRONMENT) private readonly environment: Environment,
  ) {}

  /**
   * With Redis, the boards are checked against the database in the background, so every other route
   * answers at once however long a rebuild takes (reads of a board wait a little for the check, then
   * answer that it is being rebuilt); then the period boards missing there are built (see the
   * maintenance). Boards ranked by the database need no outbox: its rows are swept so the table stays small.
   */
  onApplicationBootstrap(): void {
    const redis = this.redis;
    if (redis) {
      const startupCheck = checkBoards(redis).catch(logError);
      redis.boards.afterStartupCheck(startupCheck);
      this.periodBoardBuilds = startupCheck
        .then(() => redis.maintenance.buildLivePeriodBoards())
        .then((built) => void (built.length > 0 && logger.log(`Built ${built.length} period boards in Redis from the database`)))
        .catch(logError);
      // A process that stopped between a commit and its refresh left rows that no running process
      // would apply before its own restart: every process applies what the outbox holds now and then.
      let reconciling: Promise<unknown> | null = null;
      const reconcile = () => {
        reconciling ??= redis.index
          .reconcile()
          // Rows of changes whose own refresh is under way are applied too (harmlessly): this is no sign of a crash.
          .then((applied) => void (applied > 0 && logger.debug(`Applied ${applied} students' board changes found in the outbox`)))
          .catch(logError)
          .finally(() => (reconciling = null));
      };
      void startupCheck.then(() => {
        if (!this.closed) this.outboxTimer = setInterval(reconcile, this.environment.boardReconcileSeconds * 1000).unref();
      });
      return;
    }
    const sweep = () => void this.database.reads.rows('DELETE FROM board_outbox').catch(logError);
    sweep();
    this.outboxTimer = setInterval(sweep, OUTBOX_SWEEP_MS).unref();
  }

  /** Resolves once the start-up check and the period boards built in the background at start are done (or given up). */
  periodBoardsBuilt(): Promise<void> {
    return this.periodBoardBuilds;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.outboxTimer) clearInterval(this.outboxTimer);
    await this.redis?.close();
  }
}

/** Applies the changes a stopped process left in the outbox, and rebuilds the all-time boards that are missing or wrong. */
async function checkBoards(redis: RedisLeaderboard): Promise<void> {
  const started = Date.now();
  const { rebuilt, applied } = await redis.maintenance.ensureFresh(() => redis.index.reconcile());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const changes = applied > 0 ? `, bringing ${applied} students' board standing in line` : '';
  logger.log(`Checked the all-time boards against the database in ${seconds} s${changes}${rebuilt.length > 0 ? `, rebuilding ${rebuilt.length} of them` : ''}`);
}
