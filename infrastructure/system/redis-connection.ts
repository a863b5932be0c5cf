import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { RedisTarget } from '../config/environment';

/**
 * A connection to the product's Redis: one server, or a Redis Cluster. Both take the same commands;
 * on a cluster every command, script and pipeline must name keys of one slot (see the hash tags in
 * the keys of the boards, the session record and the sign-in limits).
 */
export type RedisConnection = Redis | Cluster;

/** What a caller may choose about its connection, the same for one server and a cluster. */
export type RedisConnectionOptions = Pick<
  RedisOptions,
  'lazyConnect' | 'enableOfflineQueue' | 'autoResendUnfulfilledCommands' | 'maxRetriesPerRequest' | 'connectTimeout' | 'commandTimeout' | 'enableAutoPipelining' | 'connectionName'
>;

/**
 * How long a connection waits for the answer to a command, and to connect, unless its caller says
 * otherwise: a Redis that is stuck, or behind a lost network, keeps its connections open and answers
 * nothing, and no request may wait on it for ever. Connecting may take longer: Node runs due timers
 * before it reads what arrived, so a process busy for a few seconds (starting, on a loaded machine)
 * would find a short connect timer due before the connection it made, and drop that connection.
 * A command sent meanwhile still gives up after its own timeout.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 10_000;
const WAITS_AT_MOST: RedisConnectionOptions = { connectTimeout: CONNECT_TIMEOUT_MS, commandTimeout: REDIS_COMMAND_TIMEOUT_MS };

/**
 * Opens a connection to the Redis of the settings: `new Redis(url)` for REDIS_URL, or a cluster
 * client for REDIS_CLUSTER_NODES that learns the other nodes and the slots from those named.
 */
export function openRedis(target: RedisTarget, chosen: RedisConnectionOptions = {}): RedisConnection {
  const options = { ...WAITS_AT_MOST, ...chosen };
  if (target.url !== undefined) return new Redis(target.url, options);
  // Auto-pipelining is left off on a cluster: ioredis sends commands for several slots of a node as
  // one batch, and when the node is lost or comes back their MOVED replies differ by slot, so it
  // gives them to the callers instead of following them, until a single command refreshes the slots.
  const { lazyConnect, enableOfflineQueue, enableAutoPipelining: _batchesPerNode, ...perNode } = options;
  return new Cluster(target.clusterNodes, { lazyConnect, enableOfflineQueue, redisOptions: perNode });
}

/** Whether the connection is to a Redis Cluster. */
export function isCluster(redis: RedisConnection): redis is Cluster {
  return redis.isCluster;
}
