/** The value after `--name`, if given. */
export function valueOf(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A positive whole number after `--name` (underscores allowed: 100_000), else the fallback. */
export function positive(args: string[], name: string, fallback: number): number {
  const raw = valueOf(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** What every benchmark that seeds a schema of its own on a PostgreSQL server is run with. */
export interface SeededRunOptions {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  databaseUrl: string;
  port: number;
  /** Use an already seeded schema of the same sizes instead of seeding again. */
  reuse: boolean;
  /** Leave the schema in place afterwards. */
  keep: boolean;
  only: string | null;
  /** A folder for a CPU profile of the app (node --cpu-prof), read with profile-summary. */
  cpuProfileDir: string | null;
}

/** Node's arguments for the app: a CPU profile into the folder, when one is asked for. */
export function profilingArgs(options: { cpuProfileDir: string | null }): string[] {
  return options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
}

/**
 * --duration S, --warmup S, --connections C, --port P, --only TEXT, --reuse, --keep, --cpu-prof DIR and the database:
 * DATABASE_URL (or --database-url), with no default, since the benchmark writes a schema there.
 */
export function readSeededRunOptions(args: string[], env: NodeJS.ProcessEnv, command: string, defaultPort: number): SeededRunOptions {
  const databaseUrl = valueOf(args, 'database-url') ?? env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(`${command} needs a PostgreSQL server: set DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test) or pass --database-url`);
  }
  return {
    durationSeconds: positive(args, 'duration', 10),
    warmupSeconds: positive(args, 'warmup', 3),
    connections: positive(args, 'connections', 16),
    databaseUrl,
    port: positive(args, 'port', defaultPort),
    reuse: args.includes('--reuse'),
    keep: args.includes('--keep') || args.includes('--reuse'),
    only: valueOf(args, 'only') ?? null,
    cpuProfileDir: valueOf(args, 'cpu-prof') ?? null,
  };
}
