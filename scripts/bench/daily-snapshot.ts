import Redis from 'ioredis';
import { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { scanAll } from '../../infrastructure/system/redis-scan';

const POLL_MS = 250;
/** Quiet polls in a row that end the wait: between two boards' copies no copy exists for a moment. */
const QUIET_POLLS = 4;

/**
 * Waits until the day's copy of the boards (the base of `change`, taken in the background after the
 * first read of a UTC day) is done, so that reads are not measured while Redis copies millions of
 * entries. Answers the seconds waited.
 */
export async function waitForDailySnapshot(redisUrl: string, prefix: string, timeoutMs = 15 * 60_000): Promise<number> {
  const keys = new RedisBoardKeys(prefix);
  const day = new Date().toISOString().slice(0, 10);
  const redis = new Redis(redisUrl);
  const started = Date.now();
  try {
    for (let quiet = 0; quiet < QUIET_POLLS; ) {
      if (Date.now() - started > timeoutMs) throw new Error(`The boards' daily snapshot was still being copied after ${timeoutMs / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const taken = (await redis.exists(keys.snapshotTaken(day))) === 1;
      quiet = taken && (await scanAll(redis, keys.snapshotCopy(day, '*'))).length === 0 ? quiet + 1 : 0;
    }
    return (Date.now() - started) / 1000;
  } finally {
    await redis.quit();
  }
}

