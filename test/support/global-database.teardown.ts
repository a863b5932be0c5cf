import Redis from 'ioredis';
import { endWhenTestsAreDone } from './exit-watch';
import { redisAnswers, TEST_REDIS_URL } from './redis';

/** Removes the run's keys from a shared Redis (leaderboards, sign-in counts); its database goes next. */
async function removeRedisKeys(namespace: string): Promise<void> {
  if (!redisAnswers()) return;
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `ql:*:${namespace}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export default async function teardownTestDatabase(): Promise<void> {
  endWhenTestsAreDone();
  const state = globalThis as Record<string, unknown>;
  if (typeof state.__testRedisNamespace === 'string') await removeRedisKeys(state.__testRedisNamespace);
  const cleanup = state.__testDatabaseCleanup as (() => Promise<void>) | undefined;
  await cleanup?.();
}
