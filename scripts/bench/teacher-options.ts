import { positive, valueOf } from './command-line';

/**
 * The teacher benchmark's command line: --items N (the teacher's content), --enrollments N (in the
 * teacher's content), --students N (the school), --classes N (the teacher's classes of 30),
 * --duration S, --warmup S, --connections C, --port P, --only TEXT, --reuse, --keep.
 * The database is DATABASE_URL (or --database-url); there is no default, the benchmark writes a
 * schema of its own there.
 */
export interface TeacherBenchOptions {
  items: number;
  enrollments: number;
  students: number;
  classes: number;
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
}

/** Every class of the benchmark teacher is full: 30 students, the default capacity. */
export const CLASS_SIZE = 30;

export function readTeacherBenchOptions(args: string[], env: NodeJS.ProcessEnv): TeacherBenchOptions {
  const databaseUrl = valueOf(args, 'database-url') ?? env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('bench:teacher needs a PostgreSQL server: set DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test) or pass --database-url');
  }
  const options: TeacherBenchOptions = {
    items: positive(args, 'items', 1_000),
    enrollments: positive(args, 'enrollments', 100_000),
    students: positive(args, 'students', 100_000),
    classes: positive(args, 'classes', 40),
    durationSeconds: positive(args, 'duration', 10),
    warmupSeconds: positive(args, 'warmup', 3),
    connections: positive(args, 'connections', 16),
    databaseUrl,
    port: positive(args, 'port', 3919),
    reuse: args.includes('--reuse'),
    keep: args.includes('--keep') || args.includes('--reuse'),
    only: valueOf(args, 'only') ?? null,
  };
  if (options.items < 50) throw new Error('--items must be at least 50');
  if (options.students < 1000) throw new Error('--students must be at least 1000');
  // The classes are filled from the teacher's own students, none in two of them.
  if (options.enrollments < 2 * CLASS_SIZE * options.classes) throw new Error(`--enrollments must be at least ${2 * CLASS_SIZE} × --classes`);
  if (options.students < 2 * CLASS_SIZE * options.classes) throw new Error(`--students must be at least ${2 * CLASS_SIZE} × --classes`);
  // Unique (student, content) pairs must stay easy to draw at random.
  if (options.enrollments > 0.2 * options.items * options.students) throw new Error('--enrollments is too many for that many items and students');
  return options;
}
