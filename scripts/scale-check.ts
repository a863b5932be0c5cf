import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Redis from 'ioredis';
import { databaseNamespace } from '../infrastructure/persistence/database-namespace';
import { openDataSource } from '../infrastructure/persistence/open-data-source';
import { startApp, type RunningApp } from './bench/app-process';
import { valueOf } from './bench/command-line';
import { freePort } from './bench/free-port';
import { dropRedisNamespace } from './bench/redis-namespace';
import { dropSchema } from './bench/seeded-schema';
import { Checks } from './smoke/checks';
import { NginxProxy, siteOnLoopback, UPSTREAM_HEADER } from './smoke/nginx-proxy';
import { call, csrfHeaders, type Answer } from './smoke/one-connection';

/**
 * `npm run test:scale`: the `scale` profile of docker-compose.yml on this machine, without
 * containers. `deploy/nginx.conf`, pointed at two instances of the built application, runs in nginx;
 * the instances share what the profile gives them: the PostgreSQL of DATABASE_URL (a schema of its
 * own), the Redis of REDIS_URL, one data folder (the signing secret the first instance makes, the
 * second reads), and TRUSTED_PROXIES naming nginx's address alone. The client comes from an address
 * of its own, as it would from outside. Through nginx it checks that requests reach both instances;
 * that a student's XP gained through one instance shows on the boards read through the other; and
 * that five failed sign-ins spread over both stop the sixth, whatever X-Forwarded-For the client
 * claims, while the owner signs in from another address. Exits 1 on any failure.
 * Options: --database-url URL, --keep (leave the schema, its Redis keys and the logs; logs stay after a failure).
 */
const INSTANCES = 2;
/** nginx connects to the instances from here; the client never does. */
const PROXY_ADDRESS = '127.0.0.1';
const CLIENT_ADDRESS = '127.0.0.2';
const OWNER_ADDRESS = '127.0.0.3';
/** docs/scaling.md, "How fresh the leaderboard is": a change made through another instance shows within two seconds. */
const OTHER_INSTANCE_FRESHNESS_MS = 2_000;
/** docs/security.md: failures count per identifier and address, 5 in 15 minutes, then that pair waits. */
const FAILURES_PER_IDENTIFIER_AND_ADDRESS = 5;

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const checks = new Checks(log);
const upstream = (answer: Answer) => String(answer.headers[UPSTREAM_HEADER] ?? '');

type Account = { username: string; password: string; jwt: string; id: number };
type Standing = { xp: number; score: number } | null;

/** Talks to the application only through nginx, from the client's address, as a browser would. */
class Client {
  /** The CSRF cookie and header, kept as a browser keeps its cookie. */
  private csrf: Promise<Record<string, string>> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly from: string,
  ) {}

  async get(path: string, jwt?: string): Promise<Answer> {
    return call(this.baseUrl, 'GET', path, { from: this.from, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });
  }

  async post(path: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
    return call(this.baseUrl, 'POST', path, { from: this.from, body, headers: { ...(await (this.csrf ??= csrfHeaders(this.baseUrl, this.from))), ...headers } });
  }

  async register(): Promise<Account> {
    const suffix = randomBytes(4).toString('hex');
    const account = { username: `scale_${suffix}`, email: `scale_${suffix}@example.org`, password: 'Secret123!', userRole: 'student', firstName: 'Ada', lastName: 'Lovelace' };
    const answer = await this.post('/api/auth/local/register', account);
    if (answer.status !== 201) throw new Error(`Registration through nginx failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { username: account.username, password: account.password, jwt: answer.body.jwt as string, id: (answer.body.user as { id: number }).id };
  }

  /** A student's XP and score on the all-time XP board as `viewer` sees it, and which instance answered. */
  async standing(viewer: Account, studentId: number, board: 'page' | 'around'): Promise<{ standing: Standing; via: string }> {
    const query = board === 'around' ? 'around=me' : 'page=1&limit=50';
    const answer = await this.get(`/api/student/leaderboard?type=all-time&category=global&${query}`, viewer.jwt);
    if (answer.status !== 200) throw new Error(`The board answered ${answer.status} ${JSON.stringify(answer.body)}`);
    const entries = (answer.body.data as { entries: Array<{ user: { id: number }; stats: { xp: number }; totalScore: number }> }).entries;
    const entry = entries.find((row) => row.user.id === studentId);
    return { standing: entry ? { xp: entry.stats.xp, score: entry.totalScore } : null, via: upstream(answer) };
  }
}

/** Reads through nginx until an instance other than `not` answers (round robin: the next one). */
async function throughAnother<T extends { via: string }>(not: string, read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 2 * INSTANCES; attempt++) {
    const answer = await read();
    if (answer.via !== not) return answer;
  }
  throw new Error(`nginx sent ${2 * INSTANCES} requests in a row to ${not}`);
}

async function checkBothInstancesAnswer(client: Client, instances: string[], student: Account): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 4 * INSTANCES }, () => client.get('/api/users/me', student.jwt)));
  const reached = new Set(answers.map(upstream));
  checks.check(
    instances.every((address) => reached.has(address)),
    `nginx sends requests to both instances (${[...reached].sort().join(', ')})`,
  );
  checks.check(
    answers.every((answer) => answer.status === 200),
    `an access token made by one instance is accepted by both (${answers.map((answer) => answer.status).join(' ')})`,
  );
}

async function checkXpAcrossInstances(client: Client, student: Account, classmate: Account): Promise<void> {
  const gained = await client.post('/api/student/xp', { xpGain: 40, source: 'video_completed' }, { authorization: `Bearer ${student.jwt}` });
  const xp = (gained.body.data as { newXP: number } | undefined)?.newXP;
  checks.check(gained.status === 200 && typeof xp === 'number' && xp > 0, `a student gains XP through ${upstream(gained)} (${gained.status}, XP ${xp})`);
  const expected = JSON.stringify({ xp, score: xp });
  const showsIt = (seen: { standing: Standing }) => JSON.stringify(seen.standing) === expected;

  const own = await throughAnother(upstream(gained), () => client.standing(student, student.id, 'around'));
  checks.check(
    showsIt(own),
    `their own rank read through ${own.via} shows it at once (${JSON.stringify(own.standing)})`,
  );

  const started = Date.now();
  let seen = await throughAnother(upstream(gained), () => client.standing(classmate, student.id, 'page'));
  while (!showsIt(seen) && Date.now() - started < OTHER_INSTANCE_FRESHNESS_MS) {
    await sleep(100);
    seen = await throughAnother(upstream(gained), () => client.standing(classmate, student.id, 'page'));
  }
  checks.check(
    showsIt(seen),
    `another student sees it on page 1 read through ${seen.via} within ${OTHER_INSTANCE_FRESHNESS_MS / 1000} s (${Date.now() - started} ms: ${JSON.stringify(seen.standing)})`,
  );
}

async function checkSignInLimit(guesser: Client, owner: Client, account: Account): Promise<void> {
  const failures: Answer[] = [];
  for (let attempt = 1; attempt <= FAILURES_PER_IDENTIFIER_AND_ADDRESS; attempt++) {
    // Each attempt claims another address: nginx adds the one it saw, and only nginx is believed.
    failures.push(await guesser.post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' }, { 'x-forwarded-for': `203.0.113.${attempt}` }));
  }
  const reached = new Set(failures.map(upstream));
  checks.check(
    failures.every((answer) => answer.status === 400) && reached.size === INSTANCES,
    `${FAILURES_PER_IDENTIFIER_AND_ADDRESS} wrong passwords, each claiming another X-Forwarded-For, are refused by both instances (${failures.map((answer) => `${answer.status} via ${upstream(answer)}`).join(', ')})`,
  );
  // Past the account's delay of a second after five failures: what remains is the pair's wait.
  await sleep(1_100);
  const sixth = await guesser.post('/api/auth/local', { identifier: account.username, password: account.password }, { 'x-forwarded-for': '203.0.113.99' });
  checks.check(sixth.status === 429 && sixth.body.code === 'TOO_MANY_ATTEMPTS', `the sixth attempt from that client is stopped, even with the right password (${sixth.status} ${String(sixth.body.code ?? '')} via ${upstream(sixth)})`);

  let signedIn: Answer | null = null;
  for (const deadline = Date.now() + 5_000; Date.now() < deadline && signedIn?.status !== 200; await sleep(500)) {
    signedIn = await owner.post('/api/auth/local', { identifier: account.username, password: account.password });
  }
  checks.check(signedIn?.status === 200, `the owner, from another address, still signs in (${signedIn?.status} via ${signedIn ? upstream(signedIn) : '-'})`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const databaseUrl = valueOf(args, 'database-url') ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const schema = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  log(`Scale check: ${INSTANCES} instances behind nginx (deploy/nginx.conf) on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}, Redis ${redisUrl}`);

  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`The instances share the boards and the sign-in limits through Redis, and nothing answers at ${redisUrl}: ${String(error)}`);
  });
  const sharedData = mkdtempSync(join(tmpdir(), 'questlearn-scale-data-'));
  const instances: RunningApp[] = [];
  let proxy: NginxProxy | null = null;
  try {
    // As the profile has it: the second instance starts once the first answers, with the database
    // prepared and the signing secret written to the shared folder (JWT_SECRET left empty).
    const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl, JWT_SECRET: '', TRUSTED_PROXIES: PROXY_ADDRESS, DATA_DIR: sharedData };
    for (let n = 0; n < INSTANCES; n++) instances.push(await startApp(env, await freePort(), log));
    const ports = instances.map((instance) => Number(new URL(instance.baseUrl).port));
    const site = readFileSync(resolve(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
    const proxyPort = await freePort();
    proxy = await NginxProxy.start(siteOnLoopback(site, proxyPort, ports), proxyPort);
    log(`  nginx answers at ${proxy.baseUrl}, in front of ${ports.map((port) => `127.0.0.1:${port}`).join(' and ')}`);

    const client = new Client(proxy.baseUrl, CLIENT_ADDRESS);
    const student = await client.register();
    const classmate = await client.register();
    await checkBothInstancesAnswer(client, ports.map((port) => `127.0.0.1:${port}`), student);
    await checkXpAcrossInstances(client, student, classmate);
    await checkSignInLimit(client, new Client(proxy.baseUrl, OWNER_ADDRESS), await client.register());
  } catch (error) {
    checks.check(false, `the check ran to its end (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await proxy?.stop(keep || !checks.passed);
    for (const instance of instances) await instance.stop();
    if (keep) log(`  kept schema ${schema} and its Redis keys`);
    else {
      const dataSource = await openDataSource(databaseUrl, schema, 1).catch(() => null);
      if (dataSource) {
        await dropRedisNamespace(redis, await databaseNamespace(dataSource));
        await dataSource.destroy();
      }
      await dropSchema(databaseUrl, schema);
    }
    const logs = instances.map((instance) => dirname(instance.logFile));
    if (keep || !checks.passed) log(`  the instances' logs: ${logs.join(' ')}; nginx's folder: ${proxy?.folder ?? '-'}`);
    else for (const folder of logs) rmSync(folder, { recursive: true, force: true });
    rmSync(sharedData, { recursive: true, force: true });
    await redis.quit();
  }
  checks.report();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
