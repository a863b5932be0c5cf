import { readEnvironment } from '../../config/environment';
import { connectDatabase } from '../../persistence/database-connection';
import { openDataSource } from '../../persistence/open-data-source';
import { SystemClock } from '../../system/system-clock';
import { boardId } from '../../../domain/leaderboard/board';
import { SqlDatabase } from '../../persistence/sql-database';
import { openRedisLeaderboard } from '../redis/redis-leaderboard';
import { SqlLeaderboardBoards } from '../sql-leaderboard-boards';

/**
 * Rebuilds every leaderboard held in Redis from the database, on demand (after a restore, a data
 * correction, or a Redis outage): `node dist/infrastructure/leaderboard/cli/rebuild-leaderboards.js`.
 */
async function rebuild(): Promise<void> {
  const environment = readEnvironment();
  if (!environment.redis) {
    console.log('Neither REDIS_URL nor REDIS_CLUSTER_NODES is set: the boards are ranked by the database on every read, nothing to rebuild.');
    return;
  }
  const database = await connectDatabase(environment);
  const dataSource = await openDataSource(database.url, environment.databaseSchema, 2);
  const clock = new SystemClock();
  const redis = await openRedisLeaderboard({
    redis: environment.redis,
    db: dataSource,
    database: new SqlDatabase(dataSource, { namedStatements: environment.databaseUrl !== null }),
    clock,
    classBoards: new SqlLeaderboardBoards(dataSource, clock),
    onError: (error) => console.error(error),
  });
  try {
    const started = Date.now();
    const boards = await redis.maintenance.rebuildAll();
    console.log(`Rebuilt ${boards.map(boardId).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await redis.close();
    await dataSource.destroy();
    await database.stop();
  }
}

void rebuild().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
