import { spawnSync } from 'node:child_process';

/** The Redis of the tests' optional Redis cases. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the Redis address (asked once, synchronously, when a test file loads). */
export function redisAnswers(url: string = TEST_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect(${Number(port) || 6379}, '${hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}
