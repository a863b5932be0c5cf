import type Redis from 'ioredis';

/** Deletes every key that matches a SCAN pattern; answers how many. */
export async function unlinkMatching(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let dropped = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) dropped += await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  return dropped;
}

/** Deletes every key of one database's namespace (its boards, sign-in limits and session record); answers how many. */
export function dropRedisNamespace(redis: Redis, namespace: string): Promise<number> {
  return unlinkMatching(redis, `*${namespace}*`);
}
