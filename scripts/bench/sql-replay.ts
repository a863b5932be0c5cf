import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../api/create-app';
import { PORTS } from '../../application/ports/tokens';
import { readEnvironment } from '../../infrastructure/config/environment';
import { LeaderboardInfrastructureModule } from '../../infrastructure/leaderboard/leaderboard-infrastructure.module';
import { cpuPerTransaction, readCpu } from './cpu-shares';
import { fetchCsrfHeaders } from '../smoke/one-connection';

export interface Statement {
  text: string;
  values: unknown[];
}

/** A request to capture: its method, path, body and the student who sends it. */
export interface CapturedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  studentId: number;
  token: string;
}

export interface CapturedPath {
  request: CapturedRequest;
  statements: Statement[];
}

/**
 * Every statement requests send to PostgreSQL before they are answered, as the repositories send
 * them: each candidate runs once through the real application, in this process, with the driver's
 * query method recorded, until `wanted` of them succeeded. Nothing is written by hand, so a replay
 * cannot drift from the code. Several students give several paths (a level reached, a streak
 * begun), so that a replay of them all is the mix the benchmark meets rather than one student's.
 */
export async function captureRequestSql(env: Record<string, string>, candidates: CapturedRequest[], wanted = 1): Promise<CapturedPath[]> {
  const environment = readEnvironment({ ...process.env, ...env, SEED_DEMO_SCHOOL: 'false', NODE_ENV: 'production' });
  const app = await createApp({ environment, databaseUrl: env.DATABASE_URL, webRoot: null }, ['error']);
  await app.listen(0, '127.0.0.1');
  const baseUrl = await app.getUrl();
  await sessionRecordInUse(app);
  const csrf = await fetchCsrfHeaders(baseUrl);
  // The period boards built in the background at start would be captured too.
  await app.get(LeaderboardInfrastructureModule).periodBoardsBuilt();
  let recorded: Statement[] = [];
  const query = Client.prototype.query;
  const recording = function (this: Client, ...args: unknown[]) {
    const [first, second] = args;
    // The repositories send { name, text, values } (named prepared statements); others send text.
    if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof (first as Statement).text === 'string') recorded.push({ text: (first as Statement).text, values: (first as Statement).values ?? [] });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  try {
    const answers: number[] = [];
    const captured: CapturedPath[] = [];
    for (const request of candidates) {
      if (captured.length === wanted) break;
      // One read first, so that start-up work and caches are behind the captured request.
      await send(baseUrl, csrf, { ...request, path: '/api/student/leaderboard?type=all-time&limit=1', method: 'GET', body: undefined });
      recorded = [];
      (Client.prototype as { query: unknown }).query = recording;
      const status = await send(baseUrl, csrf, request);
      (Client.prototype as { query: unknown }).query = query;
      // What follows the first COMMIT is the boards' bookkeeping, done after the answer, in batches.
      const commit = recorded.findIndex((statement) => /^\s*COMMIT\b/i.test(statement.text));
      if (status < 400) captured.push({ request, statements: commit >= 0 ? recorded.slice(0, commit + 1) : recorded });
      else answers.push(status);
    }
    if (captured.length > 0) return captured;
    throw new Error(`${candidates[0].method} ${candidates[0].path} answered ${answers.join(', ')} to the students it was captured with`);
  } finally {
    (Client.prototype as { query: unknown }).query = query;
    await app.close();
  }
}

/**
 * With Redis, each process answers the sign-in check from Redis once it rebuilt its record there;
 * until then the check reads PostgreSQL, and the rebuild's own statements would be captured too.
 */
async function sessionRecordInUse(app: INestApplication): Promise<void> {
  const sessions = app.get<{ answersFromRedis?: boolean }>(PORTS.liveSessions, { strict: false });
  const deadline = Date.now() + 15_000;
  while (sessions.answersFromRedis === false && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function send(baseUrl: string, csrf: Record<string, string>, request: CapturedRequest): Promise<number> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${request.token}`,
      'x-device-type': 'desktop',
      ...csrf,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** A literal; a colon is written as an escape, or pgbench would read what follows as a variable. */
const quoted = (value: string) =>
  value.includes(':') ? `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\x3a')}'` : `'${value.replace(/'/g, "''")}'`;

/** The students a replay walks in place of the captured one, each client its own: none is met twice. */
export interface ReplayWalk {
  from: number;
  pool: number;
  start: number;
  clients: number;
}

/**
 * A pgbench script of the statements, each on one line. With a walk, the capturing student's id
 * becomes `:uid`, also where a text names it between colons (a ledger reference such as
 * "content:5:student:1234"), and each client walks its own students (`:n` counts its transactions).
 * Without one, the statements are replayed as captured. The other parameters become literals of
 * unknown type, which PostgreSQL types from their place exactly as it types the driver's untyped
 * parameters.
 */
export function pgbenchScript(statements: Statement[], studentId: number, walk: ReplayWalk | null): string {
  const isStudent = (value: unknown) => value === studentId || value === String(studentId);
  const namedInText = new RegExp(`(?<=:)${studentId}(?=:|$)`);
  const literal = (value: unknown) => {
    const prepared = prepareValue(value);
    if (prepared === null) return 'NULL';
    const text = String(prepared);
    if (!walk || !namedInText.test(text)) return quoted(text);
    return `(${text.split(namedInText).map(quoted).join(' || :uid || ')})`;
  };
  const lines = statements.map(({ text, values }) => {
    const sql = text.replace(/\$(\d+)/g, (_, index: string) => {
      const value = values[Number(index) - 1];
      return walk && isStudent(value) ? ':uid' : literal(value);
    });
    return `${sql.replace(/\s+/g, ' ').trim().replace(/;$/, '')};`;
  });
  const walking = walk
    ? ['\\set n :n + 1', `\\set uid ${walk.from} + ((${walk.start} + :n * ${walk.clients} + :client_id) % ${walk.pool})`]
    : [];
  return [...walking, ...lines, ''].join('\n');
}

const run = promisify(execFile);

/**
 * Transactions per second of `scripts` replayed by pgbench with prepared statements on `schema`, for
 * a time, or for a number of transactions per client (a replay that may meet each student only once),
 * and where the machine's CPU went per transaction (the app of `appPid` idling meanwhile).
 * Each transaction runs one of the scripts, chosen at random with equal weights.
 */
export async function replayWithPgbench(
  databaseUrl: string,
  schema: string,
  scripts: string[],
  options: { clients: number; name: string; appPid: number } & ({ durationSeconds: number } | { transactionsPerClient: number }),
): Promise<{ perSecond: number; transactions: number; failed: number; scriptFiles: string; cpu: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'questlearn-replay-'));
  const files = scripts.map((script, index) => {
    const file = join(folder, `${options.name}-${index + 1}.sql`);
    writeFileSync(file, script);
    return file;
  });
  const scriptFiles = join(folder, `${options.name}-*.sql`);
  const length = 'durationSeconds' in options ? ['-T', String(options.durationSeconds)] : ['-t', String(options.transactionsPerClient)];
  const args = ['-n', '-M', 'prepared', '-c', String(options.clients), '-j', '2', ...length, '-D', 'n=0', ...files.flatMap((file) => ['-f', `${file}@1`]), databaseUrl];
  const before = readCpu(options.appPid);
  const stdout = await run('pgbench', args, { env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` }, maxBuffer: 16 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (error: { stderr?: string }) => {
      const first = (error.stderr ?? String(error)).split('\n').find((line) => line.includes('ERROR')) ?? error.stderr;
      throw new Error(`The replay of ${files.join(', ')} stopped: ${first}. A duplicate key means it met a student twice: too few students for its speed, or a schema reused the same day.`);
    },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { perSecond: Number(tps[1]), transactions, failed, scriptFiles, cpu: cpuPerTransaction(before, readCpu(options.appPid), transactions) };
}

/** What a benchmark says of a command beside its replay: the replay's rate, the command's share of it, how it was replayed and its CPU. */
export function replaySummary(requestsPerSecond: number, replayed: { perSecond: number; failed: number; scriptFiles: string; cpu: string }, clients: number): string[] {
  return [
    `its SQL replayed: ${replayed.perSecond.toFixed(0)} tx/s${replayed.failed ? ` (${replayed.failed} failed)` : ''}; the endpoint reached ${((100 * requestsPerSecond) / replayed.perSecond).toFixed(0)} % of it`,
    `replay: pgbench -M prepared -c ${clients}, each transaction one of ${replayed.scriptFiles}`,
    replayed.cpu,
  ];
}
