import { positive, readSeededRunOptions, type SeededRunOptions } from './command-line';
/**
 * The content benchmark's command line: --items N, --enrollments N, --students N, --teachers N,
 * --duration S, --warmup S, --connections C, --port P, --only TEXT, --reuse, --keep.
 * The database is DATABASE_URL (or --database-url); there is no default, the benchmark writes a
 * schema of its own there.
 */
export interface ContentBenchOptions extends SeededRunOptions {
  items: number;
  enrollments: number;
  students: number;
  teachers: number;
}

/** The student whose My Courses page the benchmark reads has exactly this many enrollments. */
export const HEAVY_STUDENT_ENROLLMENTS = 200;

export function readContentBenchOptions(args: string[], env: NodeJS.ProcessEnv): ContentBenchOptions {
  const options: ContentBenchOptions = {
    items: positive(args, 'items', 100_000),
    enrollments: positive(args, 'enrollments', 1_000_000),
    students: positive(args, 'students', 100_000),
    teachers: positive(args, 'teachers', 200),
    ...readSeededRunOptions(args, env, 'bench:content', 3918),
  };
  if (options.items < 1000) throw new Error('--items must be at least 1000');
  if (options.students < 10_000) throw new Error('--students must be at least 10000 (enrollments come from distinct students)');
  if (options.enrollments < HEAVY_STUDENT_ENROLLMENTS + options.students) throw new Error('--enrollments must be at least --students + 200');
  // Unique (student, content) pairs must stay easy to draw at random.
  if (options.enrollments > 0.2 * options.items * options.students) throw new Error('--enrollments is too many for that many items and students');
  return options;
}
