import { positive, readSeededRunOptions, type SeededRunOptions } from './command-line';

/**
 * The teacher benchmark's command line: --items N (the teacher's content), --enrollments N (in the
 * teacher's content), --students N (the school), --classes N (the teacher's classes of 30),
 * --duration S, --warmup S, --connections C, --port P, --only TEXT, --reuse, --keep.
 * The database is DATABASE_URL (or --database-url); there is no default, the benchmark writes a
 * schema of its own there.
 */
export interface TeacherBenchOptions extends SeededRunOptions {
  items: number;
  enrollments: number;
  students: number;
  classes: number;
}

/** Every class of the benchmark teacher is full: 30 students, the default capacity. */
export const CLASS_SIZE = 30;

export function readTeacherBenchOptions(args: string[], env: NodeJS.ProcessEnv): TeacherBenchOptions {
  const options: TeacherBenchOptions = {
    items: positive(args, 'items', 1_000),
    enrollments: positive(args, 'enrollments', 100_000),
    students: positive(args, 'students', 100_000),
    classes: positive(args, 'classes', 40),
    ...readSeededRunOptions(args, env, 'bench:teacher', 3919),
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
