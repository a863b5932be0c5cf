import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Redis from 'ioredis';
import { leaderboardNamespace } from '../infrastructure/leaderboard/leaderboard-namespace';
import { redisBoardId, RedisBoardKeys } from '../infrastructure/leaderboard/redis/redis-board-keys';
import { ALL_TIME_BOARDS } from '../infrastructure/leaderboard/redis/redis-leaderboard-index';
import { BUILD_LOCK_MS } from '../infrastructure/leaderboard/redis/redis-board-builder';
import { STARTUP_LOCK_MS } from '../infrastructure/leaderboard/redis/redis-board-maintenance';
import { openDataSource } from '../infrastructure/persistence/open-data-source';
import { freePort } from './bench/free-port';
import { startApp, type RunningApp } from './bench/app-process';
import { positive, valueOf } from './bench/command-line';
import { dropRedisNamespace } from './bench/redis-namespace';
import { dropSchema, withClient } from './bench/seeded-schema';
import { studentTokens } from './bench/student-tokens';
import { checkBoards, checkDatabase, type Check } from './crash/checks';
import { seedCrashSchema } from './crash/seed';
import { WriteStorm, type Target } from './crash/storm';
import { fetchCsrfHeaders } from './smoke/one-connection';

/**
 * `npm run test:crash`: on the PostgreSQL of DATABASE_URL (a schema of its own) with the Redis of
 * REDIS_URL, starts the built application, runs a storm of XP awards, chest opens and paid
 * enrollments, and `kill -9`s the application during it (three times by default), restarting it
 * each time. Then no acknowledged write may be missing, every ledger must equal its balance, and the
 * Redis all-time boards must equal the database within 10 s of each restart (of the expiry of the
 * locks the killed process held, when the kill came during its start-up check). Last, a start finds
 * what a start killed mid-build left: it must answer at once, and have the boards right (that board
 * built again) within 10 s of the locks' expiry.
 * Exits 1 on any violation.
 * Options: --students N (50), --writers N (24), --kills N (3), --port P, --keep (leave the schema).
 */
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** How long a restarted application may take to bring its boards in line (issue: within 10 s), once the killed process's locks are gone. */
const BOARDS_WITHIN_MS = 10_000;
/** Each storm phase runs this long (random within) before the kill. */
const PHASE_MS: [number, number] = [4_000, 8_000];

/**
 * What a start killed while building the streak board at its start-up check leaves in Redis, when
 * no check ended well lately (as when the first start after Redis lost the boards is killed).
 */
async function plantKilledBuild(redis: Redis, keys: RedisBoardKeys): Promise<void> {
  const streak = redisBoardId(ALL_TIME_BOARDS.find((board) => board.category === 'streak')!);
  const tree = await redis.get(keys.board(streak));
  await redis
    .multi()
    .set(keys.startupLock(), 'a start killed mid-check', 'PX', STARTUP_LOCK_MS)
    .set(keys.buildLock(streak), 'a start killed mid-build', 'PX', BUILD_LOCK_MS)
    .rpush(keys.unusedTrees(streak), tree!)
    .del(keys.board(streak), keys.builtAt(streak), keys.startupChecked())
    .exec();
}

/** How long the start-up lock or a build lock of an all-time board has left (0 when none is held). */
async function longestLockLeft(redis: Redis, keys: RedisBoardKeys): Promise<number> {
  const locks = [keys.startupLock(), ...ALL_TIME_BOARDS.map((board) => keys.buildLock(redisBoardId(board)))];
  const left = await Promise.all(locks.map((lock) => redis.pttl(lock)));
  return Math.max(0, ...left);
}

async function csrfOf(app: RunningApp): Promise<Target> {
  return { baseUrl: app.baseUrl, csrf: await fetchCsrfHeaders(app.baseUrl) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const databaseUrl = valueOf(args, 'database-url') ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const students = positive(args, 'students', 50);
  const writers = positive(args, 'writers', 24);
  const kills = positive(args, 'kills', 3);
  const port = valueOf(args, 'port') ? positive(args, 'port', 0) : await freePort();
  const keep = args.includes('--keep');
  const schema = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const started = Date.now();

  log(`Crash test: ${students} students, ${writers} concurrent writers, ${kills} × kill -9`);
  log(`  PostgreSQL ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}; Redis ${redisUrl}`);
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`The crash test needs Redis at ${redisUrl} (set REDIS_URL): ${error instanceof Error ? error.message : String(error)}`);
  }

  let namespace: string | null = null;
  let app: RunningApp | null = null;
  let storm: WriteStorm | null = null;
  const logDirs: string[] = [];
  const checks: Check[] = [];
  let completed = false;
  try {
    const dataSource = await openDataSource(databaseUrl, schema, 1); // creates the schema and runs the migrations
    const prefix = await leaderboardNamespace(dataSource);
    namespace = prefix.slice(prefix.lastIndexOf(':') + 1);
    await dataSource.destroy();
    const keys = new RedisBoardKeys(prefix);
    const seed = await seedCrashSchema(databaseUrl, schema, students);
    log(`  migrated and seeded in ${seconds(Date.now() - started)}`);

    const secret = `crash-${randomBytes(24).toString('hex')}`;
    /** The longest an ordinary start took to answer in this run: a busy machine makes every start slower. */
    let slowestStartMs = 0;
    const start = async () => {
      const from = Date.now();
      const running = await startApp({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: secret, REDIS_URL: redisUrl }, port, log);
      slowestStartMs = Math.max(slowestStartMs, Date.now() - from);
      logDirs.push(dirname(running.logFile));
      return running;
    };
    /** Read right after a start, then again until right or `withinMs` have passed. */
    const boardsAfterStart = async (label: string, withinMs = BOARDS_WITHIN_MS) => {
      const from = Date.now();
      const first = await withClient(databaseUrl, schema, (client) => checkBoards(client, redis, keys));
      let check = first;
      while (check.violations.length > 0 && Date.now() - from < withinMs) {
        await sleep(250);
        check = await withClient(databaseUrl, schema, (client) => checkBoards(client, redis, keys));
      }
      checks.push({ ...check, name: `${label}: ${check.name}` });
      if (first.violations.length === 0) log(`  boards right at once (${first.checked} students on every all-time board)`);
      else {
        log(`  boards wrong on the first read after the start (${first.violations.length} differences):`);
        for (const line of first.violations) log(`    ${line}`);
        log(check.violations.length === 0 ? `  boards right after ${seconds(Date.now() - from)}` : `  boards still wrong after ${seconds(withinMs)}`);
      }
    };

    app = await start();
    storm = new WriteStorm(seed.studentIds, seed.courses.map((course) => course.id), studentTokens(secret));
    storm.start(writers, await csrfOf(app));
    const stormStarted = Date.now();
    let stormMs = 0;
    for (let kill = 1; kill <= kills; kill++) {
      const before = { answered: storm.answered, acknowledged: totalAcknowledged(storm) };
      const phaseStarted = Date.now();
      await sleep(randomInt(PHASE_MS[0], PHASE_MS[1]));
      const inFlight = storm.requestsInFlight;
      process.kill(app.pid, 'SIGKILL');
      storm.pause();
      stormMs += Date.now() - phaseStarted;
      await app.stop(); // waits for the killed process to be gone
      log(
        `Kill ${kill} after ${seconds(Date.now() - phaseStarted)} of storm: ${storm.answered - before.answered} answers, ` +
          `${totalAcknowledged(storm) - before.acknowledged} acknowledged, ${inFlight} requests in flight`,
      );
      const [{ waiting }] = await withClient(databaseUrl, schema, async (client) => (await client.query(`SELECT count(*)::int AS waiting FROM board_outbox`)).rows);
      log(`  ${waiting} students in the board outbox (committed changes the boards may not hold yet)`);
      // Killed before its start-up check ended, the process left that check's lock, and the lock of the
      // board it was building: the next start checks the boards, and builds that one, once they expire.
      const lockLeftMs = await longestLockLeft(redis, keys);
      if (lockLeftMs > 0) log(`  killed during its start-up check: its locks are left for ${seconds(lockLeftMs)}`);
      app = await start();
      await boardsAfterStart(`after restart ${kill}`, lockLeftMs + BOARDS_WITHIN_MS);
      if (kill < kills) storm.resume(await csrfOf(app));
    }
    await storm.stop();
    const totalMs = Date.now() - stormStarted;

    // A start killed while it built a board it found missing leaves the start-up lock and that board's
    // build lock behind, and the board still missing, as planted here. The next start answers at once;
    // its leaderboard says it is being brought up to date until the locks expire and the start checks
    // the boards, and builds that one, itself.
    await app.stop();
    await plantKilledBuild(redis, keys);
    // It may take as long as the ordinary starts before it (on a quiet machine, within 10 s), never
    // as long as the lock: the 503 below shows it answered while the lock was still there.
    const answerWithinMs = Math.max(BOARDS_WITHIN_MS, slowestStartMs);
    const restartedAt = Date.now();
    app = await start();
    const answered = Date.now() - restartedAt;
    const board = await fetch(`${app.baseUrl}/api/student/leaderboard`, { headers: { authorization: `Bearer ${studentTokens(secret)(seed.studentIds[0])}` } });
    const boardAnswer = `${board.status} ${((await board.json()) as { code?: string }).code ?? ''} Retry-After: ${board.headers.get('retry-after')}`;
    log(`Start after a start killed mid-build holding its locks (${seconds(STARTUP_LOCK_MS)}): answered after ${seconds(answered)}; its leaderboard answered ${boardAnswer}`);
    checks.push({
      name: `a start after one killed mid-build answers as an ordinary start does (within ${seconds(answerWithinMs)}), its leaderboard with 503 LEADERBOARD_REBUILDING`,
      checked: 1,
      violations: [...(answered <= answerWithinMs ? [] : [`answered after ${seconds(answered)}`]), ...(boardAnswer === '503 LEADERBOARD_REBUILDING Retry-After: 5' ? [] : [`the leaderboard answered ${boardAnswer}`])],
    });
    await boardsAfterStart('after a start killed mid-build', STARTUP_LOCK_MS + BOARDS_WITHIN_MS);

    checks.push(...(await withClient(databaseUrl, schema, (client) => checkDatabase(client, storm!.acknowledged))));
    const serverErrors = [...storm.answers].filter(([key]) => Number(key.split(' ')[1]) >= 500);
    checks.push({ name: 'no 5xx answer during the storm', checked: storm.answered, violations: serverErrors.map(([key, count]) => `${count} × ${key}`) });

    const { xp, chests, enrollments } = storm.acknowledged;
    log('');
    log(`Storm: ${storm.answered} answers in ${seconds(stormMs)} of storm (${seconds(totalMs)} with restarts), ${storm.unanswered} requests unanswered (killed in flight or refused while down)`);
    log(`  answers: ${[...storm.answers].sort().map(([key, count]) => `${key}: ${count}`).join(', ')}`);
    log(
      `  acknowledged: ${xp.length} XP awards (${xp.filter((award) => award.xpGain > 0).length} paying XP, ` +
        `${xp.reduce((sum, award) => sum + award.xpGain, 0)} XP), ${chests.length} chests, ${enrollments.length} enrollments`,
    );
    log('');
    for (const check of checks) {
      log(`${check.violations.length === 0 ? 'PASS' : 'FAIL'} ${check.name} (${check.checked} checked)`);
      for (const violation of check.violations) log(`     ${violation}`);
    }
    completed = true;
  } finally {
    await storm?.stop();
    await app?.stop();
    const failed = !completed || checks.some((check) => check.violations.length > 0);
    if (keep) log(`Kept schema ${schema} and its Redis keys (namespace ${namespace})`);
    else {
      if (namespace) await dropRedisNamespace(redis, namespace);
      await dropSchema(databaseUrl, schema);
    }
    await redis.quit();
    if (failed) log(`Application logs: ${logDirs.join(' ')}`);
    else for (const dir of logDirs) rmSync(dir, { recursive: true, force: true });
    log(`${failed ? 'FAILED' : 'PASSED'} in ${seconds(Date.now() - started)}`);
    process.exitCode = failed ? 1 : 0;
  }
}

function totalAcknowledged(storm: WriteStorm): number {
  const { xp, chests, enrollments } = storm.acknowledged;
  return xp.length + chests.length + enrollments.length;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
