import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from './bench/free-port';
import { startApp, type RunningApp } from './bench/app-process';
import { valueOf } from './bench/command-line';
import { dropSchema } from './bench/seeded-schema';
import { Checks } from './smoke/checks';
import { call, csrfHeaders } from './smoke/one-connection';
import { EventStreamReader } from './smoke/event-stream';

/**
 * `npm run test:cluster`: the built application with WORKERS=2 on the PostgreSQL of DATABASE_URL
 * (a schema of its own). Checks that WORKERS=2 without DATABASE_URL is refused with a message that
 * names it; that two workers answer on one port; that an access token and the sign-in limits hold
 * whichever worker answers (every request on a connection of its own, which the primary hands to the
 * workers in turn); that a notification written through one worker reaches live streams held by both
 * (LISTEN/NOTIFY, no Redis); that a killed worker is replaced while the other answers; and that a stop signal
 * ends every process. Exits 1 on any failure. Options: --database-url URL, --keep (leave the schema).
 */
const WORKERS = 2;
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const checks = new Checks(log);
const check = (ok: boolean, what: string) => checks.check(ok, what);

const workerPids = (logFile: string) => [...readFileSync(logFile, 'utf8').matchAll(/Worker (\d+) is answering/g)].map((match) => Number(match[1]));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) if (condition()) return true;
  return condition();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the built application with the environment given (and nothing of DATABASE_URL unless given); answers its exit code and output. */
function runToExit(env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  const root = resolve(__dirname, '..', '..');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'dist', 'api', 'main.js')], { cwd: root, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** A student's four streams (four connections, which the primary spreads over the workers) each hear of a class invitation within a second. */
async function checkLiveAcrossWorkers(baseUrl: string): Promise<void> {
  const register = async (userRole: string) => {
    const name = `live_${randomBytes(4).toString('hex')}`;
    const answer = await call(baseUrl, 'POST', '/api/auth/local/register', {
      body: { username: name, email: `${name}@example.org`, password: 'Secret123!', userRole, firstName: 'Live', lastName: userRole },
      headers: await csrfHeaders(baseUrl),
    });
    return { id: (answer.body.user as { id: number }).id, jwt: answer.body.jwt as string };
  };
  const [teacher, student] = [await register('teacher'), await register('student')];
  const streams = await Promise.all(Array.from({ length: 4 }, () => EventStreamReader.open(baseUrl, student.jwt)));
  try {
    await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')));
    const asTeacher = async () => ({ ...(await csrfHeaders(baseUrl)), authorization: `Bearer ${teacher.jwt}` });
    const created = await call(baseUrl, 'POST', '/api/classes', { body: { data: { name: 'Live Class' } }, headers: await asTeacher() });
    const classId = (created.body.data as { id: number }).id;
    const sentAt = Date.now();
    const invited = await call(baseUrl, 'POST', `/api/classes/${classId}/add-student`, { body: { studentId: student.id }, headers: await asTeacher() });
    const heard = await Promise.all(
      streams.map((stream) =>
        stream.next((event) => event.event === 'notification' && JSON.parse(event.data).kind === 'classInvitation', 1000).then(
          () => Date.now() - sentAt,
          () => null,
        ),
      ),
    );
    check(
      invited.status === 200 && heard.every((ms) => ms !== null),
      `a class invitation written through one worker reaches the student's 4 live streams on both workers (${heard.map((ms) => (ms === null ? 'missed' : `${ms} ms`)).join(', ')})`,
    );
  } finally {
    for (const stream of streams) stream.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const databaseUrl = valueOf(args, 'database-url') ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const schema = `cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  log(`Cluster smoke test: WORKERS=${WORKERS} on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'questlearn-cluster-'));
  const refused = await runToExit({ WORKERS: String(WORKERS), PORT: String(await freePort()), DATA_DIR: dataDir }, 60_000);
  rmSync(dataDir, { recursive: true, force: true });
  check(refused.code === 1 && /WORKERS=2 asks for 2 processes, which need DATABASE_URL/.test(refused.output), 'WORKERS=2 without DATABASE_URL is refused, naming DATABASE_URL');

  let app: RunningApp | null = null;
  try {
    // No JWT_SECRET: the primary makes it once in DATA_DIR, and every worker must sign with it.
    app = await startApp({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, WORKERS: String(WORKERS), JWT_SECRET: '' }, await freePort(), log);
    const { baseUrl, logFile } = app;
    check(await until(() => workerPids(logFile).length === WORKERS, 60_000), `${WORKERS} workers answer on one port`);
    const [first, second] = workerPids(logFile);
    check([first, second].every(isRunning) && first !== second && first !== app.pid, 'the workers are processes of their own, beside the primary');

    const account = { username: `cluster_${randomBytes(4).toString('hex')}`, email: `cluster_${randomBytes(4).toString('hex')}@example.org`, password: 'Secret123!', userRole: 'student', firstName: 'Ada', lastName: 'Lovelace' };
    const registered = await call(baseUrl, 'POST', '/api/auth/local/register', { body: account, headers: await csrfHeaders(baseUrl) });
    check(registered.status === 201, `an account registers (${registered.status})`);
    const bearer = { authorization: `Bearer ${registered.body.jwt as string}` };
    const me = await Promise.all(Array.from({ length: 10 }, () => call(baseUrl, 'GET', '/api/users/me', { headers: bearer })));
    check(
      me.every((answer) => answer.status === 200),
      `its access token is accepted on 10 connections, whichever worker answers (${me.map((answer) => answer.status).join(' ')})`,
    );

    const signIn = async (password: string) => (await call(baseUrl, 'POST', '/api/auth/local', { body: { identifier: account.username, password }, headers: await csrfHeaders(baseUrl) })).status;
    const failed: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) failed.push(await signIn('Wrong123!'));
    await sleep(1_100); // past the account's short delay after five failures: what remains is the pair's wait
    const sixth = await signIn(account.password);
    check(failed.every((status) => status === 400) && sixth === 429, `five failures over both workers stop the sixth attempt (${[...failed, sixth].join(' ')})`);

    await checkLiveAcrossWorkers(baseUrl);

    process.kill(first, 'SIGKILL');
    check(await until(() => new RegExp(`Worker ${first} stopped`).test(readFileSync(logFile, 'utf8')), 10_000), 'the primary sees a killed worker stop');
    const meanwhile = await Promise.all(Array.from({ length: 10 }, () => call(baseUrl, 'GET', '/api/csrf').then((answer) => answer.status, () => 0)));
    check(meanwhile.every((status) => status === 200), `the other worker answers meanwhile (${meanwhile.join(' ')})`);
    check(await until(() => workerPids(logFile).length === WORKERS + 1, 60_000), 'a new worker replaces the killed one');
    const replacement = workerPids(logFile)[WORKERS];
    const after = await Promise.all(Array.from({ length: 10 }, () => call(baseUrl, 'GET', '/api/users/me', { headers: bearer }).then((answer) => answer.status)));
    check(after.every((status) => status === 200), `all answer again after the replacement (${after.join(' ')})`);

    const primary = app.pid;
    await app.stop();
    app = null;
    check(await until(() => ![primary, second, replacement].some(isRunning), 20_000), 'a stop signal to the primary ends every process');
    rmSync(dirname(logFile), { recursive: true, force: true });
  } finally {
    await app?.stop();
    if (args.includes('--keep')) log(`  kept schema ${schema}`);
    else await dropSchema(databaseUrl, schema);
  }
  checks.report();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
