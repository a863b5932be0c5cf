import { spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import { openRedis, type RedisConnection } from '../../infrastructure/system/redis-connection';
import { scanAll } from '../../infrastructure/system/redis-scan';

/** The Redis of the tests' optional Redis cases. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The nodes of a Redis Cluster for the cluster cases (host:port, comma-separated), and the folder its
 * nodes run in (so a test may kill and restart them): both set by `npm run test:redis-cluster`
 * (scripts/redis-cluster-tests.cjs), which starts a local cluster of three masters.
 */
export const TEST_REDIS_CLUSTER_NODES = process.env.TEST_REDIS_CLUSTER_NODES || null;
export const TEST_REDIS_CLUSTER_DIR = process.env.TEST_REDIS_CLUSTER_DIR || null;

/** Whether something listens at the Redis address (asked once, synchronously, when a test file loads). */
export function redisAnswers(url: string = TEST_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect(${Number(port) || 6379}, '${hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/** A Redis setup the Redis cases run on: its name in the tests' titles, the app's settings for it, and a client for the test's own looks. */
export interface RedisSetup {
  name: 'Redis' | 'Redis Cluster';
  env: Record<string, string>;
  connect(): RedisConnection;
}

const singleRedis: RedisSetup = {
  name: 'Redis',
  env: { REDIS_URL: TEST_REDIS_URL },
  connect: () => new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 }),
};

function clusterSetup(nodes: string): RedisSetup {
  const clusterNodes = nodes.split(',').map((node) => ({ host: node.slice(0, node.lastIndexOf(':')), port: Number(node.slice(node.lastIndexOf(':') + 1)) }));
  return { name: 'Redis Cluster', env: { REDIS_CLUSTER_NODES: nodes }, connect: () => openRedis({ clusterNodes }, { maxRetriesPerRequest: 1 }) };
}

/**
 * The setups the Redis cases run on: one Redis server when it answers, and a Redis Cluster when
 * TEST_REDIS_CLUSTER_NODES names one. `npm run test:redis-cluster` runs the cluster's cases alone
 * (their titles say "Redis Cluster").
 */
export function redisSetups(): RedisSetup[] {
  const setups = redisAnswers() ? [singleRedis] : [];
  if (TEST_REDIS_CLUSTER_NODES) {
    const [first] = TEST_REDIS_CLUSTER_NODES.split(',');
    if (!redisAnswers(`redis://${first}`)) throw new Error(`TEST_REDIS_CLUSTER_NODES is set and nothing answers at ${first}`);
    setups.push(clusterSetup(TEST_REDIS_CLUSTER_NODES));
  }
  return setups;
}

/** A suite on each setup, `%s` in its title naming it; none without a setup (jest refuses an empty table). */
export function describeEachRedis(setups: RedisSetup[], title: string, suite: (setup: RedisSetup) => void): void {
  if (setups.length > 0) describe.each(setups.map((setup): [string, RedisSetup] => [setup.name, setup]))(title, (_name, setup) => suite(setup));
}

/** Deletes every key that matches `pattern`, one by one (on a cluster the keys of one command must share a slot). */
export async function deleteKeys(redis: RedisConnection, pattern: string): Promise<void> {
  const keys = await scanAll(redis, pattern);
  await Promise.all(keys.map((key) => redis.unlink(key)));
}
