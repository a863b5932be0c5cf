import type Redis from 'ioredis';
import { isCluster, type RedisConnection } from './redis-connection';

/**
 * Every key that matches `pattern`, walked with SCAN so that Redis is never blocked; on a cluster,
 * on every master, as each holds its own slots' keys.
 */
export async function scanAll(redis: RedisConnection, pattern: string): Promise<string[]> {
  const servers: Redis[] = isCluster(redis) ? redis.nodes('master') : [redis];
  const found = await Promise.all(servers.map((server) => scanServer(server, pattern)));
  return found.flat();
}

async function scanServer(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}
