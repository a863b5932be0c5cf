import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { LiveEvents } from '../application/live/live-events.port';
import { PostgresLiveEvents } from '../infrastructure/live/postgres-live-events';
import { RedisLiveEvents } from '../infrastructure/live/redis-live-events';
import { databaseNamespace } from '../infrastructure/persistence/database-namespace';
import { openDataSource } from '../infrastructure/persistence/open-data-source';
import { SqlDatabase } from '../infrastructure/persistence/sql-database';
import { SqlUnitOfWork } from '../infrastructure/persistence/sql-unit-of-work';
import { startApp, type RunningApp } from './bench/app-process';
import { profilingArgs } from './bench/command-line';
import { readCpu, type CpuReading } from './bench/cpu-shares';
import { openEventStream } from './bench/event-stream-socket';
import { databaseUrlOf, readEventsBenchOptions, type EventsBenchOptions } from './bench/events-options';
import { freePort } from './bench/free-port';
import { percentile } from './bench/load';
import { sendNotifications, type Sending } from './bench/notification-sender';
import { openFilesLimit, residentBytes } from './bench/process-resources';
import { dropRedisNamespace } from './bench/redis-namespace';
import { withClient } from './bench/seeded-schema';
import { seedStudents } from './bench/seed-students';
import { accessTokens } from './bench/student-tokens';
import type { StreamClientCommand, StreamClientReport } from './bench/stream-client';

/**
 * `npm run bench:events [-- --streams 10000 --rate 1000 --seconds 30 --transport redis|postgres]`:
 * two instances of the built app on a database of their own (made on the PostgreSQL server of
 * DATABASE_URL or --database-url and dropped at the end), with Redis pub/sub between them or, with
 * `--transport postgres`, LISTEN/NOTIFY. A process of its own holds one GET /api/events stream per
 * student, half on each instance, while this one writes notifications at the rate, each in a
 * transaction through the unit of work, so its live signal goes out as the product's do. Prints the
 * delivery latency (arrival minus commit), what was lost, and each instance's memory without and
 * with the streams, beside the targets (a missed one says MISSED). Exits 1 when it fails, or when a
 * notification was lost or came on another student's stream.
 */
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const TARGET_P99_MS = 1_000;
const TARGET_BYTES_PER_STREAM = 20_000;
const INSTANCES = 2;
/** Students' notifications need a seed of students only; a week of their history is the helper's least. */
const HISTORY_DAYS = 7;
const SENDER_CONNECTIONS = 16;
const SENDER_MAX_IN_FLIGHT = 256;
/** Streams being opened at once, over both instances. */
const OPENING_AT_ONCE = 128;
const OPEN_TIMEOUT_MS = 60_000;
/** After the last notification committed, how long the streams may stay quiet before what is missing counts as lost. */
const QUIET_MS = 10_000;
/** Beyond the streams: the instances' pools, listeners, logs and Node's own. */
const SPARE_FILES = 1_024;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const thousands = (value: number) => value.toLocaleString('en');
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * Node raises its limit of open files to the hard limit when it starts, as do the instances and the
 * client it starts: the client holds a file for every stream, each instance one for half of them.
 */
function checkOpenFiles(streams: number): void {
  const needed = streams + SPARE_FILES;
  const limit = openFilesLimit();
  if (limit && limit.hard < needed) {
    throw new Error(`${thousands(streams)} streams need ${thousands(needed)} open files, and the hard limit (ulimit -Hn) is ${limit.hard}: raise it, or ask for fewer --streams`);
  }
}

/** Sends a command to the stream client and waits for its report of that type. */
function ask<T extends StreamClientReport['type']>(client: ChildProcess, command: StreamClientCommand, answer: T): Promise<Extract<StreamClientReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`The stream client stopped with code ${code}`));
    const heard = (report: StreamClientReport) => {
      if (report.type !== answer) return;
      client.off('message', heard).off('exit', exited);
      resolve(report as Extract<StreamClientReport, { type: T }>);
    };
    client.on('message', heard).once('exit', exited);
    client.send(command);
  });
}

/** When a notification committed, and for whom. */
type Commits = Map<number, { at: number; to: number }>;

/**
 * The unit of work and live events adapter the app builds (infrastructure.module.ts), on a pool of
 * the benchmark's; it also notes when each notification committed, as its signal goes out.
 */
async function openSender(options: EventsBenchOptions, url: string) {
  const dataSource = await openDataSource(url, null, SENDER_CONNECTIONS, true);
  const namespace = await databaseNamespace(dataSource);
  const publishErrors: string[] = [];
  const onError = (error: unknown) => publishErrors.push(error instanceof Error ? error.message : String(error));
  const live: LiveEvents = options.transport === 'redis' ? new RedisLiveEvents(options.redisUrl, namespace, onError) : new PostgresLiveEvents(url, namespace, onError);
  const commits: Commits = new Map();
  const unitOfWork = new SqlUnitOfWork(new SqlDatabase(dataSource, { namedStatements: true }), '', (signals) => {
    const at = Date.now();
    for (const signal of signals) commits.set(signal.id, { at, to: signal.userIds[0] });
    void live.publish(signals).catch(onError);
  });
  return {
    unitOfWork,
    commits,
    namespace,
    publishErrors,
    close: async () => {
      await live.close();
      await dataSource.destroy();
    },
  };
}

/** Cores each part used between two readings of the instances. */
function cpuUse(before: CpuReading[], after: CpuReading[], clientMs: number): string {
  const seconds = (after[0].at - before[0].at) / 1000;
  const cores = (ms: number) => (ms / 1000 / seconds).toFixed(2);
  const instances = after.map((reading, n) => `instance ${n + 1} ${cores(reading.app - before[n].app)}`);
  return `${instances.join(', ')}, PostgreSQL ${cores(after[0].postgres - before[0].postgres)}, Redis ${cores(after[0].redis - before[0].redis)}, ` +
    `sender ${cores(after[0].generator - before[0].generator)}, stream client ${cores(clientMs)}; machine ${cores(after[0].machine - before[0].machine)} of ${cpus().length} cores`;
}

function report(options: EventsBenchOptions, sending: Sending, commits: Commits, receipts: Extract<StreamClientReport, { type: 'receipts' }>, failedUsers: Set<number>): number {
  const endedUsers = new Set(receipts.endedUsers);
  const arrivals = new Map<number, number>();
  let duplicates = 0;
  let wrongUser = 0;
  for (const [n, id] of receipts.ids.entries()) {
    if (commits.get(id)?.to !== receipts.users[n]) wrongUser++;
    else if (arrivals.has(id)) duplicates++;
    else arrivals.set(id, receipts.ats[n]);
  }
  let expected = 0;
  let toStreamsThatEnded = 0;
  const latencies: number[] = [];
  for (const [id, { at, to }] of commits) {
    if (failedUsers.has(to)) continue;
    if (endedUsers.has(to)) toStreamsThatEnded++;
    else {
      expected++;
      const arrived = arrivals.get(id);
      if (arrived !== undefined) latencies.push(arrived - at);
    }
  }
  const lost = expected - latencies.length;
  const sorted = Float64Array.from(latencies).sort();
  const p99 = percentile(sorted, 99);
  log(`  notifications sent          ${thousands(sending.sent)} in ${(sending.ms / 1000).toFixed(1)} s (${thousands(Math.round(sending.sent / (sending.ms / 1000)))}/s of ${thousands(options.rate)}/s asked; most behind ${thousands(sending.mostBehind)}; ${sending.failed} failed)`);
  for (const [reason, count] of Object.entries(sending.failures)) log(`    failed ${count}×: ${reason}`);
  log(`  notifications received      ${thousands(latencies.length)} of ${thousands(expected)} expected; lost ${thousands(lost)}; duplicates ${thousands(duplicates)}; on another student's stream ${wrongUser}`);
  if (failedUsers.size + toStreamsThatEnded > 0) {
    log(`    not expected: ${thousands(commits.size - expected - toStreamsThatEnded)} for students whose stream did not open, ${thousands(toStreamsThatEnded)} for those whose stream ended`);
  }
  log(
    `  delivery latency            p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms` +
      ` (arrival − commit)   target p99 ≤ ${thousands(TARGET_P99_MS)} ms: ${verdict(p99 <= TARGET_P99_MS)}`,
  );
  return lost + wrongUser;
}

async function main(): Promise<number> {
  const options = readEventsBenchOptions(process.argv.slice(2), process.env);
  checkOpenFiles(options.streams);
  const database = `bench_events_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrlOf(options.serverUrl, database);
  log(
    `Live events benchmark: ${thousands(options.streams)} streams over ${INSTANCES} instances, ${thousands(options.rate)} notifications/s for ${options.seconds} s, ` +
      `transport ${options.transport === 'redis' ? `Redis pub/sub (${options.redisUrl})` : 'PostgreSQL LISTEN/NOTIFY'}; ${cpus().length} CPUs, Node ${process.version}`,
  );
  log(`PostgreSQL ${url.replace(/:[^:@/]*@/, ':***@')} (a database of its own, ${options.keep ? 'kept' : 'dropped at the end'}, open files limit ${openFilesLimit()?.soft ?? '?'})`);
  const maintenanceUrl = databaseUrlOf(options.serverUrl, 'postgres');
  await withClient(maintenanceUrl, null, (client) => client.query(`CREATE DATABASE "${database}"`));
  const instances: RunningApp[] = [];
  let client: ChildProcess | null = null;
  let sender: Awaited<ReturnType<typeof openSender>> | null = null;
  try {
    sender = await openSender(options, url);
    await seedStudents(url, 'public', options.streams, HISTORY_DAYS, (line) => log(line));
    const secret = `bench-${randomBytes(24).toString('hex')}`;
    const appEnv = { DATABASE_URL: url, DATABASE_SCHEMA: '', JWT_SECRET: secret, REDIS_URL: options.transport === 'redis' ? options.redisUrl : '' };
    for (let n = 0; n < INSTANCES; n++) instances.push(await startApp(appEnv, await freePort(), log, profilingArgs(options)));
    const baseUrls = instances.map((instance) => instance.baseUrl);

    // One stream opened and closed on each first, so what loads on a first stream is not counted per stream.
    const token = accessTokens(secret, 'student');
    for (const [n, baseUrl] of baseUrls.entries()) (await openEventStream(baseUrl, token(n + 1), { event: () => undefined, ended: () => undefined }, OPEN_TIMEOUT_MS))();
    await sleep(2_000);
    const idle = instances.map((instance) => residentBytes(instance.pid));

    client = fork(join(__dirname, 'bench', 'stream-client.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const opened = await ask(client, { type: 'open', baseUrls, secret, streams: options.streams, concurrency: OPENING_AT_ONCE, timeoutMs: OPEN_TIMEOUT_MS }, 'opened');
    const openCount = opened.perInstance.reduce((sum, count) => sum + count, 0);
    log('');
    log(
      `  streams opened              ${thousands(openCount)} of ${thousands(options.streams)} (${opened.perInstance.map(thousands).join(' + ')}) in ${(opened.ms / 1000).toFixed(1)} s, ` +
        `${thousands(Math.round(openCount / (opened.ms / 1000)))}/s`,
    );
    for (const [reason, count] of Object.entries(opened.failures)) log(`    failed ${thousands(count)}×: ${reason}`);
    await sleep(3_000);
    const withStreams = instances.map((instance) => residentBytes(instance.pid));

    const peak = [...withStreams];
    const sampler = setInterval(() => instances.forEach((instance, n) => (peak[n] = Math.max(peak[n], residentBytes(instance.pid)))), 500);
    log(`  load average before sending ${load()} (on ${cpus().length} CPUs, other processes included)`);
    const cpuBefore = instances.map((instance) => readCpu(instance.pid));
    const sending = await sendNotifications(sender.unitOfWork, { users: options.streams, rate: options.rate, seconds: options.seconds, maxInFlight: SENDER_MAX_IN_FLIGHT });
    const cpuAfter = instances.map((instance) => readCpu(instance.pid));
    clearInterval(sampler);
    const receipts = await ask(client, { type: 'collect', expected: sending.sent, quietMs: QUIET_MS }, 'receipts');

    log(`  load average after sending  ${load()}`);
    const missing = report(options, sending, sender.commits, receipts, new Set(opened.failedUsers));
    if (sender.publishErrors.length > 0) log(`    ${sender.publishErrors.length} live signals failed to publish, e.g. ${sender.publishErrors[0]}`);
    for (const [reason, count] of Object.entries(receipts.ended)) log(`    streams that ended early: ${thousands(count)}× ${reason}`);
    log(`  CPU while sending (cores)   ${cpuUse(cpuBefore, cpuAfter, receipts.cpuMs - opened.cpuMs)}`);
    for (const [n, instance] of instances.entries()) {
      const perStream = (withStreams[n] - idle[n]) / opened.perInstance[n];
      log(
        `  instance ${n + 1} (pid ${instance.pid})     RSS idle ${megabytes(idle[n])}, with ${thousands(opened.perInstance[n])} streams ${megabytes(withStreams[n])}, ` +
          `peak while sending ${megabytes(peak[n])}; per open stream ${(perStream / 1000).toFixed(1)} kB   target ≤ ${TARGET_BYTES_PER_STREAM / 1000} kB: ${verdict(perStream <= TARGET_BYTES_PER_STREAM)}`,
      );
    }
    return missing > 0 ? 1 : 0;
  } finally {
    if (client && client.exitCode === null) {
      const exited = new Promise((done) => client!.once('exit', done));
      client.send({ type: 'close' } satisfies StreamClientCommand);
      await exited;
    }
    for (const instance of instances) await instance.stop();
    const namespace = sender?.namespace;
    await sender?.close();
    if (options.keep) log(`Kept database ${database} (drop it with: DROP DATABASE ${database})`);
    else {
      if (namespace && options.transport === 'redis') {
        const redis = new Redis(options.redisUrl);
        await dropRedisNamespace(redis, namespace);
        await redis.quit();
      }
      await withClient(maintenanceUrl, null, (admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
