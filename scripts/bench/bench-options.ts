import { positive, valueOf } from './command-line';
import { DAYS_OF_HISTORY } from './seed-students';
/** The benchmark's command line: --students N, --history-days D, --duration S, --connections C, --reuse, --keep, --no-redis, --only TEXT, --cpu-prof DIR. */
export interface BenchOptions {
  students: number;
  /** Days of XP, chest and token history behind each student (fewer make a very large seed quick). */
  historyDays: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  databaseUrl: string;
  redisUrl: string | null;
  port: number;
  /** Use an already seeded schema of the same size instead of seeding again. */
  reuse: boolean;
  /** Leave the schema and its Redis keys in place afterwards. */
  keep: boolean;
  only: string | null;
  /** A folder for a CPU profile of the app (node --cpu-prof), read with profile-summary. */
  cpuProfileDir: string | null;
}

export function readBenchOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const students = positive(args, 'students', 100_000);
  if (students < 50_000) throw new Error('--students must be at least 50000 (the benchmark uses distinct students per request)');
  const historyDays = positive(args, 'history-days', DAYS_OF_HISTORY);
  // The chests start three days back (see seed-students), and a week covers the weekly board.
  if (historyDays < 7 || historyDays > DAYS_OF_HISTORY) throw new Error(`--history-days must be from 7 to ${DAYS_OF_HISTORY}`);
  return {
    students,
    historyDays,
    durationSeconds: positive(args, 'duration', 10),
    warmupSeconds: positive(args, 'warmup', 3),
    connections: positive(args, 'connections', 16),
    databaseUrl: valueOf(args, 'database-url') ?? env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
    redisUrl: args.includes('--no-redis') ? null : (valueOf(args, 'redis-url') ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
    port: positive(args, 'port', 3917),
    reuse: args.includes('--reuse'),
    keep: args.includes('--keep') || args.includes('--reuse'),
    only: valueOf(args, 'only') ?? null,
    cpuProfileDir: valueOf(args, 'cpu-prof') ?? null,
  };
}
