/**
 * A local Redis Cluster for tests: three masters on free ports of this machine, each in a folder of
 * its own under one temporary folder, saving nothing (a node started again comes back empty, and
 * rejoins by its nodes.conf). Plain CommonJS, so that scripts/redis-cluster-tests.cjs can start it
 * before jest and the tests can kill and restart its nodes.
 */
const { spawn, execFile } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');

const HOST = '127.0.0.1';
const FIRST_PORT = 7101;
const LAST_PORT = 7999;
/** Short, so that the cluster marks a dead node failed, and takes it back, within seconds. */
const NODE_TIMEOUT_MS = 2000;
const READY_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** `count` ports from `from` on, each free with its cluster bus port (the port + 10000). */
async function freePorts(count, from = FIRST_PORT) {
  const ports = [];
  for (let port = from; port <= LAST_PORT && ports.length < count; port++) {
    if ((await portFree(port)) && (await portFree(port + 10000))) ports.push(port);
  }
  if (ports.length < count) throw new Error(`No ${count} free ports for a Redis Cluster between ${from} and ${LAST_PORT}`);
  return ports;
}

function redisCli(args, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    execFile('redis-cli', args, { timeout: timeoutMs }, (error, stdout, stderr) => (error ? reject(new Error(`redis-cli ${args.join(' ')}: ${stderr || error.message}`)) : resolve(String(stdout))));
  });
}

/** The node's command line: the same at every start, so a restarted node finds its nodes.conf. */
function nodeArguments(dir, port) {
  return [
    '--port', String(port),
    '--bind', HOST,
    '--dir', dir,
    '--cluster-enabled', 'yes',
    '--cluster-config-file', `nodes-${port}.conf`,
    '--cluster-node-timeout', String(NODE_TIMEOUT_MS),
    '--save', '',
    '--appendonly', 'no',
    '--daemonize', 'no',
    '--logfile', `redis-${port}.log`,
  ];
}

/** Starts one node's server and waits until it answers. */
async function startNode(dir, port) {
  const child = spawn('redis-server', nodeArguments(dir, port), { stdio: 'ignore' });
  child.unref();
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    if (exited !== null) throw new Error(`redis-server on port ${port} exited (${exited}): see ${path.join(dir, `redis-${port}.log`)}`);
    if (await redisCli(['-p', String(port), 'ping'], 1000).then((answer) => answer.trim() === 'PONG', () => false)) return child;
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

async function clusterState(port) {
  const info = await redisCli(['-p', String(port), 'cluster', 'info'], 1000).catch(() => '');
  return /cluster_state:(\w+)/.exec(info)?.[1] ?? 'unreachable';
}

/** Waits until every node says cluster_state:ok. */
async function waitUntilOk(ports, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all(ports.map(clusterState));
    if (states.every((state) => state === 'ok')) return;
    if (Date.now() > deadline) throw new Error(`The Redis Cluster is not ok after ${timeoutMs / 1000} s: ${ports.map((port, i) => `${port} ${states[i]}`).join(', ')}`);
    await sleep(100);
  }
}

/** The process id of the node on `port`, as it reports it. */
async function processIdOf(port) {
  const info = await redisCli(['-p', String(port), 'info', 'server'], 2000);
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  if (!pid) throw new Error(`The node on port ${port} did not give its process id`);
  return pid;
}

/**
 * Control of a cluster whose nodes run in `dir` on `ports`, whoever started it: the tests kill and
 * restart nodes of the cluster scripts/redis-cluster-tests.cjs started.
 */
function redisClusterIn(dir, ports) {
  return {
    dir,
    ports,
    /** REDIS_CLUSTER_NODES for it. */
    nodes: ports.map((port) => `${HOST}:${port}`).join(','),
    /** Kills a node at once (SIGKILL), as a crash would. */
    async kill(port) {
      process.kill(await processIdOf(port), 'SIGKILL');
      for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(50)) {
        if ((await clusterState(port)) === 'unreachable') return;
      }
      throw new Error(`The node on port ${port} still answers after SIGKILL`);
    },
    /** Starts a node again from its nodes.conf: it rejoins with its slots and without its data. */
    async restart(port) {
      await startNode(dir, port);
    },
    waitUntilOk: (timeoutMs) => waitUntilOk(ports, timeoutMs),
    /** Stops every node (without saving) and removes the folder. */
    async stop() {
      await Promise.all(ports.map((port) => redisCli(['-p', String(port), 'shutdown', 'nosave'], 3000).catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts three masters on free ports, joins them into one cluster (no replicas) and waits until it is ok. */
async function startRedisCluster({ masters = 3 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'questlearn-redis-cluster-'));
  const ports = await freePorts(masters);
  const cluster = redisClusterIn(dir, ports);
  try {
    await Promise.all(ports.map((port) => startNode(dir, port)));
    await redisCli(['--cluster', 'create', ...ports.map((port) => `${HOST}:${port}`), '--cluster-replicas', '0', '--cluster-yes'], 30_000);
    await waitUntilOk(ports);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

module.exports = { startRedisCluster, redisClusterIn, NODE_TIMEOUT_MS };
