import type { DataSource } from 'typeorm';
import type { LeaderboardBoards } from '../../../application/leaderboard/leaderboard-boards.port';
import type { Clock } from '../../../application/ports/clock.port';
import { leaderboardNamespace } from '../leaderboard-namespace';
import type { RedisTarget } from '../../config/environment';
import type { SqlDatabase } from '../../persistence/sql-database';
import { RedisAbsence } from '../../system/redis-absence';
import { openRedis, REDIS_COMMAND_TIMEOUT_MS } from '../../system/redis-connection';
import { RedisBoardBuilder } from './redis-board-builder';
import { RedisBoardKeys } from './redis-board-keys';
import { withBoardScripts, type BoardRedis } from './redis-board-scripts';
import { RedisBoardMaintenance } from './redis-board-maintenance';
import { RedisLeaderboardBoards } from './redis-leaderboard-boards';
import { RedisLeaderboardIndex } from './redis-leaderboard-index';
import { RedisEndedBoards } from './redis-ended-boards';

export interface RedisLeaderboard {
  redis: BoardRedis;
  boards: RedisLeaderboardBoards;
  index: RedisLeaderboardIndex;
  maintenance: RedisBoardMaintenance;
  close(): Promise<void>;
}

export interface RedisLeaderboardOptions {
  redis: RedisTarget;
  db: DataSource;
  database: SqlDatabase;
  clock: Clock;
  /** Class boards, read from the database. */
  classBoards: LeaderboardBoards;
  onError: (error: unknown) => void;
  /**
   * Rebuilds from the database as a safety net behind the refreshes: all-time boards older than six
   * hours (in the background, or at start), period boards older than half an hour.
   */
  allTimeMaxAgeMs?: number;
  periodMaxAgeMs?: number;
}

/** Connects to Redis and wires the boards, their index, builder and maintenance. */
export async function openRedisLeaderboard(options: RedisLeaderboardOptions): Promise<RedisLeaderboard> {
  const { db, clock, onError } = options;
  const connection = openRedis(options.redis, { lazyConnect: true, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  await connection.connect();
  const redis = withBoardScripts(connection);
  const keys = new RedisBoardKeys(await leaderboardNamespace(db));
  const allTimeMs = options.allTimeMaxAgeMs ?? 6 * 60 * 60_000;
  const builder = new RedisBoardBuilder(db, redis, keys, clock, onError);
  // A silent Redis is asked again after as long as one command waits for it.
  const absence = new RedisAbsence(REDIS_COMMAND_TIMEOUT_MS);
  const index = new RedisLeaderboardIndex(options.database, redis, keys, builder, clock, onError, absence);
  // Back after an outage: what changed meanwhile reaches the boards.
  connection.on('ready', () => {
    absence.answered();
    void index.reconcile().catch(onError);
  });
  builder.reapply = (userIds) => index.refresh(userIds);
  const endedBoards = new RedisEndedBoards(redis, keys, onError);
  const ages = { allTimeMs, periodMs: options.periodMaxAgeMs ?? 30 * 60_000 };
  const boards = new RedisLeaderboardBoards(redis, keys, builder, endedBoards, options.classBoards, clock, ages, absence);
  const maintenance = new RedisBoardMaintenance(db, redis, keys, builder, clock, allTimeMs);
  const close = async () => {
    builder.stop();
    index.stop();
    await Promise.all([index.caughtUp(), endedBoards.settled(), builder.settled()]);
    await redis.quit();
  };
  return { redis, boards, index, maintenance, close };
}
