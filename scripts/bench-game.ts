import { randomBytes, randomInt } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import Redis from 'ioredis';
import { Client } from 'pg';
import { leaderboardNamespace } from '../infrastructure/leaderboard/leaderboard-namespace';
import { databaseNamespace } from '../infrastructure/persistence/database-namespace';
import { sessionRecordPrefix } from '../infrastructure/sessions/session-record';
import { openDataSource } from '../infrastructure/persistence/open-data-source';
import { profilingArgs } from './bench/command-line';
import { startApp } from './bench/app-process';
import { studentTokens } from './bench/student-tokens';
import { readBenchOptions, type BenchOptions } from './bench/bench-options';
import { measure, type Measurement, type Scenario } from './bench/load';
import { fetchCsrfHeaders } from './smoke/one-connection';
import { cpuPerRequest, readCpu } from './bench/cpu-shares';
import { RESET_UPDATED_TABLES, seedStudents } from './bench/seed-students';
import { unlinkMatching } from './bench/redis-namespace';
import { measureBoardRecovery, outboxApplied, readBoardOnceBuilt } from './bench/board-recovery';
import { waitForPeriodBoards } from './bench/board-background';
import { boardMemory, describeBoardMemory } from './bench/board-memory';
import { warmBoardRowTables } from './bench/board-row-tables';
import { captureRequestSql, pgbenchScript, replayWithPgbench, type CapturedRequest } from './bench/sql-replay';

/**
 * `npm run bench:game [-- --students 1000000]`: seeds students into a schema of its own on the
 * PostgreSQL of DATABASE_URL, starts the built application on it (with Redis unless --no-redis)
 * and measures the leaderboard reads and two game commands with autocannon over loopback. Reads are
 * set beside the same run's no-work request; each command beside pgbench replaying, on the same
 * schema, the statements that command sends (captured from real requests of several students just before).
 */
const log = (line: string) => console.log(line);

/** The names `--only` picks the two restarts by: after students changed in the database alone, and after Redis lost the boards. */
const RECOVERY = 'restart after changes';
const REDIS_LOSS = 'restart after Redis lost the boards';

/** More requests than one scenario sends in its warm-up and measurement on this kind of machine. */
const PREPARED_REQUESTS = 40_000;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function seededStudents(options: BenchOptions, schema: string): Promise<number> {
  return withClient(options.databaseUrl, async (client) => {
    const exists = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'gaming_profiles'`, [schema]);
    if (exists.rowCount === 0) return 0;
    return (await client.query(`SELECT count(*)::int AS n FROM "${schema}".gaming_profiles`)).rows[0].n as number;
  });
}

/** Where the schema's boards live in Redis. */
async function boardPrefix(options: BenchOptions, schema: string): Promise<string> {
  const dataSource = await openDataSource(options.databaseUrl, schema, 1);
  try {
    return await leaderboardNamespace(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Deletes the schema's boards from Redis, as a Redis that restarted empty would have them. */
async function dropBoards(options: BenchOptions, schema: string): Promise<void> {
  if (!options.redisUrl) return;
  await unlinkKeys(options.redisUrl, await boardPrefix(options, schema));
}

/** Deletes the schema's record of ended sign-ins from Redis. */
async function dropSessionRecord(options: BenchOptions, schema: string): Promise<void> {
  if (!options.redisUrl) return;
  const dataSource = await openDataSource(options.databaseUrl, schema, 1);
  const prefix = sessionRecordPrefix(await databaseNamespace(dataSource));
  await dataSource.destroy();
  await unlinkKeys(options.redisUrl, prefix);
}

async function unlinkKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  await unlinkMatching(redis, `${prefix}:*`);
  await redis.quit();
}

/** Drops the schema and its Redis keys: its boards and its record of ended sign-ins. */
async function dropBench(options: BenchOptions, schema: string): Promise<void> {
  const tables = await withClient(options.databaseUrl, async (client) =>
    (await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'leaderboard_index_namespace'`, [schema])).rowCount,
  );
  if (tables) {
    await dropBoards(options, schema);
    await dropSessionRecord(options, schema);
  }
  await withClient(options.databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}

/**
 * The seed's chests end three days ago; later ones were opened by earlier runs. Those of yesterday
 * and today are moved before each student's first chest (their count on the all-time board
 * unchanged), so that a run on the same day meets no student who opened today's chest: the
 * replay's insert would hit the one-a-day key. The time each was opened moves by as many days, as
 * the one-a-day rule also reads it (for a student whose time zone changed lately).
 */
async function setAsideRecentChests(options: BenchOptions, schema: string): Promise<number> {
  return withClient(options.databaseUrl, async (client) => {
    const moved = await client.query(
      `WITH recent AS (
         SELECT c.user_id, c.local_date, row_number() OVER (PARTITION BY c.user_id ORDER BY c.local_date)::int AS n,
                least((SELECT min(e.local_date) FROM "${schema}".daily_chests e WHERE e.user_id = c.user_id), current_date - 1) AS earliest
           FROM "${schema}".daily_chests c WHERE c.local_date >= current_date - 1)
       UPDATE "${schema}".daily_chests c SET local_date = r.earliest - r.n, opened_at = c.opened_at - make_interval(days => c.local_date - (r.earliest - r.n))
         FROM recent r WHERE c.user_id = r.user_id AND c.local_date = r.local_date`,
    );
    return moved.rowCount ?? 0;
  });
}

async function prepareDatabase(options: BenchOptions, schema: string, opensChests: boolean): Promise<void> {
  if (options.reuse && (await seededStudents(options, schema)) === options.students) {
    log(`Reusing the seeded schema ${schema}`);
    const started = Date.now();
    await withClient(options.databaseUrl, async (client) => {
      await client.query(`SET search_path TO "${schema}"`);
      for (const statement of RESET_UPDATED_TABLES) await client.query(statement);
    });
    log(`  reindexed and vacuumed what earlier runs updated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!opensChests) return;
    const moved = await setAsideRecentChests(options, schema);
    if (moved > 0) {
      log(`  ${moved.toLocaleString('en')} chests opened by earlier runs since yesterday moved before their students' first, so today's may be opened again; the boards are rebuilt from the database`);
      await dropBoards(options, schema);
    }
    return;
  }
  await dropBench(options, schema);
  log(`Seeding ${options.students.toLocaleString('en')} students with ${options.historyDays} days of history into ${schema}`);
  const started = Date.now();
  const dataSource = await openDataSource(options.databaseUrl, schema, 1);
  await dataSource.destroy();
  await seedStudents(options.databaseUrl, schema, options.students, options.historyDays, log);
  const counts = await withClient(options.databaseUrl, async (client) =>
    (
      await client.query(
        `SELECT (SELECT count(*) FROM "${schema}".xp_ledger)::int AS xp, (SELECT count(*) FROM "${schema}".token_ledger)::int AS tokens,
                (SELECT count(*) FROM "${schema}".daily_chests)::int AS chests`,
      )
    ).rows[0],
  );
  log(`  ${counts.xp.toLocaleString('en')} XP ledger rows, ${counts.tokens.toLocaleString('en')} token ledger rows, ${counts.chests.toLocaleString('en')} chests; seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function leaderboardScenarios(students: number, totals: Record<string, number>, token: (id: number) => string): Scenario[] {
  const viewer = (n: number) => 1 + ((n * 7919) % students);
  const scenarios: Scenario[] = [];
  for (const type of ['all-time', 'weekly']) {
    const deepPage = Math.min(2000, Math.max(1, Math.ceil(totals[type] / 20)));
    scenarios.push(
      { name: `leaderboard ${type}, page 1 (50 rows)`, method: 'GET', request: (n) => ({ path: `/api/student/leaderboard?type=${type}&page=1&limit=50`, token: token(viewer(n)) }) },
      { name: `leaderboard ${type}, page ${deepPage} (20 rows)`, method: 'GET', request: (n) => ({ path: `/api/student/leaderboard?type=${type}&page=${deepPage}&limit=20`, token: token(viewer(n)) }) },
      { name: `leaderboard ${type}, own rank (around=me)`, method: 'GET', request: (n) => ({ path: `/api/student/leaderboard?type=${type}&around=me&limit=20`, token: token(viewer(n)) }) },
    );
  }
  return scenarios;
}

interface Command {
  scenario: Scenario;
  /** Requests of students the benchmark leaves alone, whose first success has its SQL captured and replayed. */
  captureCandidates: CapturedRequest[];
  /** The students the replay walks. */
  replayStudents: { from: number; pool: number; start: number };
  /** A student can do it once a day: the replay must not meet one twice. */
  oncePerStudent: boolean;
}

/** The most students a once-a-day replay walks: enough for seconds of pgbench, however large the seed. */
const ONCE_PER_STUDENT_REPLAY = 100_000;

/** How many students' requests are captured for a command's replay: each path is replayed as often. */
const CAPTURED_STUDENTS = 10;

/**
 * Each command request comes from another student, of 15 % or 35 % of them per command (a chest
 * run at 2,500 requests a second meets no student twice), starting at a random place so that a run
 * on a reused schema meets students who have not played today (a chest opened twice answers 409,
 * visible in the statuses). The replay of its SQL walks another 15 % or 25 %; a chest's replay runs
 * as many transactions as it has students (at most 100,000) rather than for a time, so that it meets
 * each student once however fast the database is. The SQL is captured from students of the last 5 %.
 */
function commands(students: number, token: (id: number) => string): Command[] {
  const share = (from: number, to: number) => ({ from: 1 + Math.floor(students * from), pool: Math.floor(students * (to - from)), start: randomInt(Math.floor(students * (to - from))) });
  const [xpRun, xpReplay, chestRun, chestReplay] = [share(0.05, 0.2), share(0.2, 0.35), share(0.35, 0.7), share(0.7, 0.95)];
  const walk = (students: { from: number; pool: number; start: number }, n: number) => students.from + ((students.start + n) % students.pool);
  const xpBody = JSON.stringify({ xpGain: 20, source: 'video_completed' });
  const spareStudents = () => {
    const picked = new Set<number>();
    while (picked.size < CAPTURED_STUDENTS + 5) picked.add(students - randomInt(Math.floor(students * 0.05)));
    return [...picked];
  };
  return [
    {
      scenario: {
        name: 'POST /student/xp (distinct students)',
        method: 'POST',
        request: (n) => ({ path: '/api/student/xp', token: token(walk(xpRun, n)), body: xpBody }),
      },
      captureCandidates: spareStudents().map((id) => ({ method: 'POST', path: '/api/student/xp', body: xpBody, studentId: id, token: token(id) })),
      replayStudents: xpReplay,
      oncePerStudent: false,
    },
    {
      scenario: {
        name: 'POST /student/chest/daily (distinct students)',
        method: 'POST',
        request: (n) => ({ path: '/api/student/chest/daily', token: token(walk(chestRun, n)) }),
      },
      captureCandidates: spareStudents().map((id) => ({ method: 'POST', path: '/api/student/chest/daily', studentId: id, token: token(id) })),
      replayStudents: chestReplay,
      oncePerStudent: true,
    },
  ];
}

/** A measured scenario and what it is compared with: the no-work request, or its own SQL replayed. */
function row(m: Measurement, ceiling: { perSecond: number; label: string } | null): string {
  const statuses = Object.entries(m.statuses).map(([code, count]) => `${code}:${count}`).join(' ');
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const ratio = ceiling ? `${((100 * m.perSecond) / ceiling.perSecond).toFixed(0)} % of ${ceiling.perSecond.toFixed(0)} ${ceiling.label}` : '';
  return `${m.name.padEnd(48)} ${m.perSecond.toFixed(0).padStart(7)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.p99)}   ${ratio.padEnd(34)} ${statuses}${m.errors ? ` errors:${m.errors}` : ''}`;
}

async function main(): Promise<void> {
  const options = readBenchOptions(process.argv.slice(2), process.env);
  const schema = `bench_${options.students}`;
  log(`Game benchmark: ${options.students.toLocaleString('en')} students, ${options.connections} connections, ${options.durationSeconds} s per scenario, ${cpus().length} CPUs, Node ${process.version}`);
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  log(`PostgreSQL ${options.databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}; rank index: ${options.redisUrl ?? 'none (database adapter)'}`);
  const wanted = (name: string) => !options.only || name.includes(options.only);
  const secret = `bench-${randomBytes(24).toString('hex')}`;
  const token = studentTokens(secret);
  const gameCommands = commands(options.students, token).filter((command) => wanted(command.scenario.name));
  await prepareDatabase(options, schema, gameCommands.some((command) => command.oncePerStudent));

  const appEnv = {
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA: schema,
    DATABASE_POOL_SIZE: String(options.connections),
    JWT_SECRET: secret,
    REDIS_URL: options.redisUrl ?? '',
  };
  const replayScripts = new Map<Command, { whole: string[]; transaction: string[] }>();
  for (const command of gameCommands) {
    const paths = await captureRequestSql(appEnv, command.captureCandidates, CAPTURED_STUDENTS);
    const scripts = { whole: [] as string[], transaction: [] as string[] };
    for (const { request, statements } of paths) {
      const script = (some: typeof statements) => pgbenchScript(some, request.studentId, { ...command.replayStudents, clients: options.connections });
      // What comes before the transaction is the check that the access token's sign-in still holds.
      const begin = statements.findIndex((statement) => /^\s*(BEGIN|START TRANSACTION)\b/i.test(statement.text));
      scripts.whole.push(script(statements));
      scripts.transaction.push(script(statements.slice(Math.max(0, begin))));
    }
    replayScripts.set(command, scripts);
    const { method, path } = paths[0].request;
    log(`  captured ${method} ${path} from ${paths.length} students: ${paths.map((each) => `${each.statements.length} statements (student ${each.request.studentId})`).join(', ')}`);
  }
  let app = await startApp(appEnv, options.port, log, profilingArgs(options));
  try {
    const csrf = await fetchCsrfHeaders(app.baseUrl);
    const totals: Record<string, number> = {};
    for (const type of ['all-time', 'weekly']) {
      const started = Date.now();
      // The start-up check builds the all-time boards Redis lacks in the background: meanwhile a read answers 503.
      const read = await readBoardOnceBuilt(`${app.baseUrl}/api/student/leaderboard?type=${type}&limit=3`, token(1), started + 30 * 60_000, 1000);
      if (read.status !== 200) throw new Error(`The ${type} board answered ${read.status}: ${JSON.stringify(read.body)}`);
      const body = read.body as { data: { pagination: { total: number }; userRank: number | null; entries: Array<{ totalScore: number }> } };
      totals[type] = body.data.pagination.total;
      const waited = read.rebuildingAnswers > 0 ? `; ${read.rebuildingAnswers} answers of 503 while it was built` : '';
      log(`  ${type} board: ${totals[type].toLocaleString('en')} students, top scores ${body.data.entries.map((e) => e.totalScore).join(', ')} (first read ${Date.now() - started} ms${waited})`);
    }
    if (options.redisUrl) {
      const prefix = await boardPrefix(options, schema);
      log(`  the period boards missing in Redis were built in the background ${(await waitForPeriodBoards(options.redisUrl, prefix)).toFixed(1)} s later`);
    }
    const reads = leaderboardScenarios(options.students, totals, token).filter((scenario) => wanted(scenario.name));
    if (reads.length > 0) log(`  ${await warmBoardRowTables(options.databaseUrl, schema)}`);
    const baseline: Scenario = { name: 'baseline: GET /api/csrf (no auth, no data)', method: 'GET', request: () => ({ path: '/api/csrf', token: '' }) };
    const run = async (scenario: Scenario): Promise<Measurement & { cpu: string }> => {
      // Access tokens are minted ahead, so the load generator spends its time on requests.
      for (let n = 0; n < PREPARED_REQUESTS; n++) scenario.request(n);
      const warmup = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.warmupSeconds, csrf, firstRequest: 0 });
      const before = readCpu(app.pid);
      const measured = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.durationSeconds, csrf, firstRequest: warmup.nextRequest });
      return { ...measured, cpu: cpuPerRequest(before, readCpu(app.pid), measured.requests) };
    };
    const cpuLine = (measured: { cpu: string }) => log(`  ${''.padEnd(46)} ${measured.cpu}`);

    log('');
    log(`Load average before measuring: ${load()} (on ${cpus().length} CPUs, other processes included)`);
    log(`${'scenario'.padEnd(48)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}   ${'compared with'.padEnd(34)} statuses`);
    const noWork = await run(baseline);
    log(row(noWork, null));
    cpuLine(noWork);
    for (const scenario of reads) {
      const measured = await run(scenario);
      log(row(measured, { perSecond: noWork.perSecond, label: 'no-work req/s' }));
      cpuLine(measured);
    }
    for (const command of gameCommands) {
      if (command !== gameCommands[0]) await outboxApplied(options.databaseUrl, schema, log);
      const measured = await run(command.scenario);
      const name = command.scenario.name.split(' ')[1].replace(/\W+/g, '-').replace(/^-/, '');
      const replay = (scripts: string[], suffix = '') =>
        replayWithPgbench(options.databaseUrl, schema, scripts, {
          clients: options.connections,
          name: `${name}${suffix}`,
          appPid: app.pid,
          ...(command.oncePerStudent
            ? { transactionsPerClient: Math.floor(Math.min(command.replayStudents.pool, ONCE_PER_STUDENT_REPLAY) / options.connections) }
            : { durationSeconds: options.durationSeconds }),
        });
      const whole = await replay(replayScripts.get(command)!.whole);
      log(row(measured, { perSecond: whole.perSecond, label: `SQL replay tx/s${whole.failed ? ` (${whole.failed} failed)` : ''}` }));
      cpuLine(measured);
      log(`  ${''.padEnd(46)} replay: pgbench -M prepared -c ${options.connections}, each transaction one of ${whole.scriptFiles}`);
      cpuLine(whole);
      // A chest can be opened once a day: a second replay would need students the first did not meet.
      if (command.captureCandidates[0].path === '/api/student/xp') {
        const { whole: wholeScript, transaction: transactionScript } = replayScripts.get(command)!;
        if (wholeScript.join() === transactionScript.join()) {
          log(`  ${''.padEnd(46)} the sign-in check sent no SQL: it was answered from the session record in Redis`);
          continue;
        }
        const transaction = await replay(transactionScript, '-transaction');
        log(`  ${''.padEnd(46)} the transaction alone, without the sign-in check: ${transaction.perSecond.toFixed(0)} tx/s (the check costs the SQL ${(100 - (100 * whole.perSecond) / transaction.perSecond).toFixed(0)} %)`);
      }
    }
    log(`Load average after measuring: ${load()}`);
    if (options.redisUrl) log(describeBoardMemory(await boardMemory(options.redisUrl, await boardPrefix(options, schema)), options.students));
    const restart = () => startApp(appEnv, options.port, log);
    if (options.redisUrl && wanted(RECOVERY)) {
      log('');
      const untouchedUpTo = Math.floor(options.students * 0.05);
      app = await measureBoardRecovery({ databaseUrl: options.databaseUrl, schema, changed: 10_000, untouchedUpTo, restart, stop: app.stop, token, log });
    }
    if (options.redisUrl && wanted(REDIS_LOSS)) {
      log('');
      await app.stop();
      await dropBoards(options, schema);
      const started = Date.now();
      app = await restart();
      const answering = (Date.now() - started) / 1000;
      const asked = Date.now();
      const profile = await fetch(`${app.baseUrl}/api/student/gaming`, { headers: { authorization: `Bearer ${token(1)}` } });
      const profileMs = Date.now() - asked;
      const rebuilt = await readBoardOnceBuilt(`${app.baseUrl}/api/student/leaderboard?type=all-time&limit=20`, token(1), Date.now() + 10 * 60_000, 500);
      log(
        `After Redis lost the boards: restart to answering ${answering.toFixed(1)} s (GET /api/student/gaming ${profile.status} in ${profileMs} ms); ` +
          `the all-time board answered 503 being rebuilt ${rebuilt.rebuildingAnswers} times, then ${rebuilt.status} ${((Date.now() - started) / 1000).toFixed(1)} s after the restart`,
      );
    }
  } finally {
    await app.stop();
    if (!options.keep) await dropBench(options, schema);
    else log(`Kept schema ${schema} (run again with --reuse, or drop it with: DROP SCHEMA ${schema} CASCADE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
