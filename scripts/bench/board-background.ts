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
    return built.every((at) => at !== null) && (await scanAll(redis, keys.lock('build:*'))).length === 0;
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

/** What the schema's boards hold in Redis: every key under its prefix, their entries and bytes (MEMORY USAGE). */
export async function boardMemory(redisUrl: string, prefix: string): Promise<{ keys: number; entries: number; bytes: number }> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await scanAll(redis, `${prefix}:*`);
    let entries = 0;
    let bytes = 0;
    for (const key of keys) {
      const [type, usage] = await Promise.all([redis.type(key), redis.memory('USAGE', key)]);
      bytes += Number(usage ?? 0);
      if (type === 'zset') entries += await redis.zcard(key);
    }
    return { keys: keys.length, entries, bytes };
  } finally {
    await redis.quit();
  }
}

/** The boards' memory beside docs/scaling.md's figures: 102 bytes an entry, at most 600 bytes a student. */
export function describeBoardMemory(memory: { keys: number; entries: number; bytes: number }, students: number): string {
  const perStudent = memory.bytes / students;
  return (
    `Redis held ${(memory.bytes / 1e9).toFixed(2)} GB for the boards (${memory.keys} keys, ${memory.entries.toLocaleString('en')} entries, ` +
    `${(memory.entries / students).toFixed(1)} a student): ${perStudent.toFixed(0)} bytes a student (target at most 600), ` +
    `${(memory.bytes / Math.max(1, memory.entries)).toFixed(0)} bytes an entry (docs/scaling.md: 102)`
  );
}
