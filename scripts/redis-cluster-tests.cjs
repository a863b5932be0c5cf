#!/usr/bin/env node
/**
 * The Redis Cluster checks: starts a local Redis Cluster of three masters (test/support/redis-cluster.cjs,
 * Debian's redis-server and redis-cli), runs on it the Redis Cluster cases of the suites below (the
 * boards, the session record, the sign-in limits, the live events, and a node killed during XP
 * writes), then stops it. The database is the run's as for any API test: the embedded one, or a
 * fresh schema of DATABASE_URL's server (the session record's cases need a server). Arguments are
 * passed to jest.
 */
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { startRedisCluster } = require('../test/support/redis-cluster.cjs');

const ROOT = path.join(__dirname, '..');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const SUITES = [
  'test/api/redis-cluster.api-spec.ts',
  'test/api/leaderboard.api-spec.ts',
  'test/api/board-day-moves.api-spec.ts',
  'test/api/board-tree.api-spec.ts',
  'test/api/session-record-redis.api-spec.ts',
  'test/api/sign-in-throttle.api-spec.ts',
  'test/api/live-across-instances.api-spec.ts',
];

function runJest(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-vm-modules', JEST, ...args], { stdio: 'inherit', env, cwd: ROOT });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  for (const tool of ['redis-server', 'redis-cli']) {
    if (spawnSync(tool, ['--version']).status !== 0) throw new Error(`${tool} is missing: install Debian's redis-server package (apt-get install -y redis-server)`);
  }
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: the API tests run on the embedded database, and the session record cases (which need a PostgreSQL server) are skipped.');
  const started = Date.now();
  const cluster = await startRedisCluster();
  console.log(`A Redis Cluster of three masters answers at ${cluster.nodes} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const stop = () => cluster.stop().catch((error) => console.error(`Stopping the Redis Cluster: ${error.message}`));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stop().then(() => process.exit(1)));
  }
  let code = 1;
  try {
    const env = { ...process.env, TEST_REDIS_CLUSTER_NODES: cluster.nodes, TEST_REDIS_CLUSTER_DIR: cluster.dir };
    const requested = process.argv.slice(2);
    const args = requested.length > 0 ? requested : ['--selectProjects', 'api', '--runInBand', '--testNamePattern', 'Redis Cluster', '--runTestsByPath', ...SUITES];
    code = await runJest(args, env);
  } finally {
    await stop();
  }
  console.log(`The Redis Cluster checks took ${((Date.now() - started) / 1000).toFixed(1)} s in all.`);
  process.exit(code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
