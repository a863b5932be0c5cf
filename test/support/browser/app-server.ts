import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');
const API_ENTRY = join(repoRoot, 'dist/api/main.js');
const WEB_ENTRY = join(repoRoot, 'dist/web/index.html');

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** Throws, with the server's output, when its process has ended. */
  assertRunning(): void;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /** Extra environment, e.g. ACCESS_TOKEN_TTL_SECONDS for a test of token expiry. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/csrf to answer. */
  startTimeoutMs?: number;
}

// ---------------------------------------------------------------------------
// The build: made when missing or older than its sources, by one test file at a time.

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && entry.name.endsWith('.spec.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

const mtimeOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function staleParts(): Array<'build:api' | 'build:web'> {
  const parts: Array<'build:api' | 'build:web'> = [];
  const serverSources = Math.max(...['domain', 'application', 'infrastructure', 'api'].map((dir) => newestMtime(join(repoRoot, dir))));
  if (!existsSync(API_ENTRY) || serverSources > mtimeOf(API_ENTRY)) parts.push('build:api');
  const webSources = Math.max(newestMtime(join(repoRoot, 'web')), newestMtime(join(repoRoot, 'domain')));
  if (!existsSync(WEB_ENTRY) || webSources > mtimeOf(WEB_ENTRY)) parts.push('build:web');
  return parts;
}

/** The pause between two looks at a condition polled with a deadline (the build lock, the start-up answer). */
const pollInterval = (ms: number) => new Promise((done) => setTimeout(done, ms));

const buildTag = `questlearn-build-${Buffer.from(repoRoot).toString('hex').slice(-24)}`;
/** The start of the name of a test run's copy of the build (below). */
const BUILD_PREFIX = `${buildTag}.app-`;
/** Marks that this test run (the jest process that owns the workers) checked the build already. */
const checkedMarker = join(tmpdir(), `${buildTag}.checked-${process.ppid}`);
const checkedThisRun = () => existsSync(checkedMarker) && Date.now() - mtimeOf(checkedMarker) < 15 * 60_000;

async function withBuildLock<T>(work: () => T | Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `${buildTag}.lock`);
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - mtimeOf(lock);
      if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lock}`);
      else await pollInterval(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the API and the web app when their output is missing or older than their sources.
 * Within one test run the check is made once, so a running server never loses its files to a rebuild.
 */
export async function ensureBuilt(): Promise<void> {
  const built = existsSync(API_ENTRY) && existsSync(WEB_ENTRY);
  if (built && (process.env.SKIP_APP_BUILD === 'true' || checkedThisRun())) return;
  await withBuildLock(() => {
    const parts = checkedThisRun() ? staleParts().filter((part) => !existsSync(part === 'build:api' ? API_ENTRY : WEB_ENTRY)) : staleParts();
    for (const script of parts) {
      // jest sets NODE_ENV=test, which would give a development build of React.
      const result = spawnSync('npm', ['run', script], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
      if (result.status !== 0) {
        throw new Error(`npm run ${script} failed:\n${result.stdout}\n${result.stderr}`);
      }
    }
    writeFileSync(checkedMarker, new Date().toISOString());
  });
}

// ---------------------------------------------------------------------------
// The server

/** Every server started by this process, stopped at the latest when the process exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * The test run's copy of the build (dist/, with node_modules linked beside it), made once per run and
 * build, so that a rebuild of dist/ while tests run (by hand, say) cannot pull files from under a
 * running server. A rebuild makes the next server start from a copy of its own.
 */
async function buildSnapshot(): Promise<string> {
  const folder = join(tmpdir(), `${BUILD_PREFIX}${process.ppid}-${mtimeOf(API_ENTRY)}-${mtimeOf(WEB_ENTRY)}`);
  if (existsSync(folder)) return folder;
  await withBuildLock(() => {
    if (existsSync(folder)) return;
    removeFoldersOfEndedRuns();
    const building = mkdtempSync(join(tmpdir(), 'questlearn-app-'));
    cpSync(join(repoRoot, 'dist'), join(building, 'dist'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(building, 'node_modules'), 'dir');
    renameSync(building, folder);
  });
  return folder;
}

/** The port named in the app's start-up line, once it is printed. */
const listeningPort = (output: string): number | null => {
  const match = /QuestLearn is running at http:\/\/localhost:(\d+) /.exec(output);
  return match ? Number(match[1]) : null;
};

/**
 * Starts the built app (`node dist/api/main.js`, from a private copy of the build) on a free port
 * with its own embedded database (a copy of the run's first start, below) in a temporary folder,
 * and waits until GET /api/csrf answers.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  await ensureBuilt();
  const template = await databaseTemplate();
  const appDir = await buildSnapshot();
  const dataDir = mkdtempSync(join(tmpdir(), 'questlearn-browser-'));
  cpSync(template, dataDir, { recursive: true });
  return runApp(appDir, dataDir, options, [dataDir]);
}

/**
 * Runs the app of `appDir` on the embedded database in `dataDir` and waits until GET /api/csrf
 * answers; its `stop` removes `ownFolders` once the app has ended. The app takes the port (PORT=0)
 * and names it: a port chosen here and handed over could be taken meanwhile by another process of
 * the test run, whose server would then answer in its place.
 */
async function runApp(appDir: string, dataDir: string, options: AppServerOptions, ownFolders: string[]): Promise<AppServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', ...options.env };
  // The embedded database in DATA_DIR, whatever the machine offers.
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.REDIS_URL;

  // A test's server lives for a minute: V8's optimising compiler would spend more on the embedded
  // database's WebAssembly than its faster code saves, so that code stays with the baseline compiler.
  const child = spawn(process.execPath, ['--liftoff-only', join(appDir, 'dist/api/main.js')], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // The test process may end without waiting for the server; the exit hook above stops it.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let baseUrl = '';
  /** How the app's process ended (`exit 1`, `SIGKILL`), or null while it runs. */
  const ending = () => (child.exitCode !== null ? `exit ${child.exitCode}` : child.signalCode);
  const stop = async () => {
    if (ending() === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    for (const folder of ownFolders) rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (ending() !== null) {
      await stop();
      throw new Error(`The app stopped while starting (${ending()}):\n${output}`);
    }
    const port = listeningPort(output);
    if (port !== null) {
      baseUrl = `http://127.0.0.1:${port}`;
      try {
        const response = await fetch(`${baseUrl}/api/csrf`);
        if (response.ok) break;
      } catch {
        // Not answering yet.
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer GET /api/csrf in time:\n${output}`);
    }
    await pollInterval(200);
  }

  const assertRunning = () => {
    if (ending() !== null) {
      throw new Error(`The app stopped during the tests (${ending()}):\n${output}`);
    }
  };
  return { baseUrl, dataDir, output: () => output, assertRunning, stop };
}

// ---------------------------------------------------------------------------
// The embedded database each server starts from

/**
 * A first start migrates the embedded database and seeds the demo school, which costs about seven
 * seconds of CPU more than a start on a database made before. So the run's first server start makes
 * it once (the test run is the jest process that started the test file, as for the build check)
 * and every server starts on a copy. The copy holds no `jwt-secret`: each server makes its own.
 * The demo school is seeded around its day, so a run that goes on past midnight makes another.
 */
const TEMPLATE_PREFIX = `${buildTag}.database-`;

async function databaseTemplate(): Promise<string> {
  const templateDir = join(tmpdir(), `${TEMPLATE_PREFIX}${process.ppid}-${new Date().toISOString().slice(0, 10)}`);
  const templateReady = () => existsSync(templateDir) && mtimeOf(templateDir) >= mtimeOf(API_ENTRY);
  if (templateReady()) return templateDir;
  const appDir = await buildSnapshot();
  await withBuildLock(async () => {
    if (templateReady()) return;
    removeFoldersOfEndedRuns();
    const building = mkdtempSync(join(tmpdir(), 'questlearn-database-'));
    try {
      const firstStart = await runApp(appDir, building, {}, []);
      await firstStart.stop();
      rmSync(join(building, 'jwt-secret'), { force: true });
      rmSync(templateDir, { recursive: true, force: true });
      renameSync(building, templateDir);
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  });
  return templateDir;
}

/** Removes the build copies and database templates of test runs that have ended. */
function removeFoldersOfEndedRuns(): void {
  for (const name of readdirSync(tmpdir())) {
    const prefix = [BUILD_PREFIX, TEMPLATE_PREFIX].find((start) => name.startsWith(start));
    if (prefix === undefined) continue;
    const run = Number.parseInt(name.slice(prefix.length), 10);
    if (!processAlive(run)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
