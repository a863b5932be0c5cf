import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningApp {
  baseUrl: string;
  logFile: string;
  /** The application's process id (a crash test kills it with SIGKILL). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built application (dist/api/main.js) as its own process, with Node's `nodeArgs`, and waits until it answers.
 * Its data folder is a new one beside its log unless `env` names one (DATA_DIR).
 */
export async function startApp(env: Record<string, string>, port: number, log: (line: string) => void, nodeArgs: string[] = []): Promise<RunningApp> {
  const root = resolve(__dirname, '..', '..', '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'questlearn-bench-'));
  const logFile = join(dataDir, 'app.log');
  const output = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, join(root, 'dist', 'api', 'main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: env.DATA_DIR ?? dataDir, SEED_DEMO_SCHOOL: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`The application stopped with code ${exited}; see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/csrf`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 15 * 60_000) throw new Error(`The application did not start in 15 minutes; see ${logFile}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  log(`  the application answered after ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`);
  return {
    baseUrl,
    logFile,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        if (exited !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
