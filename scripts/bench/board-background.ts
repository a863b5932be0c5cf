import Redis from 'ioredis';
import { livePeriodBoards } from '../../domain/leaderboard/live-periods';
import { RedisBoardKeys, redisBoardId } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { scanAll } from '../../infrastructure/system/redis-scan';

const POLL_MS = 250;
/** Quiet polls in a row that end a wait: between two builds none runs for a moment. */
const QUIET_POLLS = 4;
const TIMEOUT_MS = 15 * 60_000;

/**
 * The period boards built after the start (every live one built, no build holding a lock): waits for
 * what the app does with the boards in the background, so that reads are not measured while Redis and
 * PostgreSQL are busy with it; answers the seconds it took.
 */
export function waitForPeriodBoards(redisUrl: string, prefix: string): Promise<number> {
  const ids = livePeriodBoards(new Date()).map(redisBoardId);
  return waitUntil(redisUrl, prefix, 'the period boards were still being built', async (redis, keys) => {
    const built = await redis.hmget(keys.built, ...ids);
    return built.every((at) => at !== null) && (await scanAll(redis, keys.anyBuildLock)).length === 0;
  });
}

async function waitUntil(redisUrl: string, prefix: string, stillBusy: string, done: (redis: Redis, keys: RedisBoardKeys) => Promise<boolean>): Promise<number> {
  const keys = new RedisBoardKeys(prefix);
  const redis = new Redis(redisUrl);
  const started = Date.now();
  try {
    for (let quiet = 0; quiet < QUIET_POLLS; ) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`After ${TIMEOUT_MS / 60_000} minutes ${stillBusy}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      quiet = (await done(redis, keys)) ? quiet + 1 : 0;
    }
    return (Date.now() - started) / 1000;
  } finally {
    await redis.quit();
  }
}
