import cluster, { type Worker } from 'node:cluster';
import { Logger } from '@nestjs/common';
import type { Environment } from '../infrastructure/config/environment';
import { prepareDatabaseAt } from '../infrastructure/persistence/prepare-database';
import { startBanner } from './startup/start-banner';

const logger = new Logger('Workers');

/** A worker that dies sooner than this after its start is restarted after a pause that doubles each time. */
const SHORT_LIFE_MS = 10_000;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** On a stop signal, workers that got it too (a terminal signals the whole group) are given this long to leave. */
const OWN_SIGNAL_GRACE_MS = 1_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary of WORKERS processes that share the port (Node's cluster: the primary accepts and
 * hands connections to the workers in turn). It prepares the database once (migrations, catalogue,
 * demo school), so the workers start without migrating, then keeps the count: a worker that dies is
 * replaced, after a growing pause when workers die straight after their start.
 */
export async function runWorkers(environment: Environment): Promise<void> {
  if (!environment.databaseUrl) throw new Error('Several workers need DATABASE_URL'); // refused by readEnvironment already
  await prepareDatabaseAt(environment.databaseUrl, environment);

  const startedAt = new Map<number, number>();
  let pauseMs = 0;
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());

  let announced = false;
  cluster.on('listening', (worker, address) => {
    logger.log(`Worker ${worker.process.pid} is answering on port ${environment.port}`);
    if (!announced) console.log(startBanner(environment, address.port));
    announced = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (running().length === 0) process.exit(0);
      return;
    }
    pauseMs = lived < SHORT_LIFE_MS ? Math.min(LONGEST_PAUSE_MS, Math.max(FIRST_PAUSE_MS, pauseMs * 2)) : 0;
    const how = signal ? `on ${signal}` : `with code ${code}`;
    logger.warn(`Worker ${worker.process.pid} stopped ${how}; a new one starts${pauseMs > 0 ? ` in ${pauseMs / 1000} s` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`Stopping ${running().length} workers (${signal})`);
    if (running().length === 0) process.exit(0);
    setTimeout(() => running().forEach((worker) => worker.process.kill('SIGTERM')), OWN_SIGNAL_GRACE_MS).unref();
    setTimeout(() => {
      running().forEach((worker) => worker.process.kill('SIGKILL'));
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.log(`Starting ${environment.workers} workers on port ${environment.port}`);
  for (let i = 0; i < environment.workers; i++) fork();
}
