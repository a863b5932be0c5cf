/** A local Redis Cluster's nodes, run from `dir` on `ports` (see redis-cluster.cjs). */
export interface LocalRedisCluster {
  dir: string;
  ports: number[];
  /** REDIS_CLUSTER_NODES for it. */
  nodes: string;
  kill(port: number): Promise<void>;
  restart(port: number): Promise<void>;
  waitUntilOk(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function startRedisCluster(options?: { masters?: number }): Promise<LocalRedisCluster>;
export function redisClusterIn(dir: string, ports: number[]): LocalRedisCluster;
export const NODE_TIMEOUT_MS: number;
