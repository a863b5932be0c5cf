import { randomInt } from 'node:crypto';
import type { ContentBenchOptions } from './content-options';
import { heavyStudentId } from './seed-content';
import { withClient } from './seeded-schema';
import { captureRequestSql, pgbenchScript, type ReplayWalk } from './sql-replay';

/**
 * How many enrollments are captured for the replay, each of another student into another content:
 * so many that 16 replaying clients seldom wait on the same content's or teacher's row, as the
 * benchmark's enrollments, spread over the whole catalogue, seldom do. A small seed may leave fewer
 * contents that none of the replay's students holds; the log says how many were captured.
 */
const CAPTURED_ENROLLMENTS = 100;
/** The most students a replay walks: enough for seconds of pgbench, however large the seed. */
const MOST_REPLAYED = 100_000;

/**
 * The school's students (the heavy one aside) in three disjoint parts: the first half enrolls during
 * the benchmark, the second half in the replay, and the last few are the students whose enrollments
 * are captured. So no part meets an enrollment another made.
 */
export function enrollingStudents(options: ContentBenchOptions): { measured: { from: number; to: number }; replay: Omit<ReplayWalk, 'clients'>; captured: { from: number; to: number } } {
  const first = heavyStudentId(options) + 1;
  const last = options.teachers + options.students;
  const middle = first + Math.floor((last - first) / 2);
  const captured = { from: last - 2 * CAPTURED_ENROLLMENTS + 1, to: last };
  const pool = captured.from - middle;
  return { measured: { from: first, to: middle - 1 }, replay: { from: middle, pool, start: randomInt(pool) }, captured };
}

/**
 * pgbench scripts of enrollments as the application sends them: each captured from a request of a
 * student of the last part into a content nobody of the replay's part holds, so that a replay that
 * meets each of its students once never enrolls one twice.
 */
export async function enrollmentReplayScripts(
  options: ContentBenchOptions,
  schema: string,
  appEnv: Record<string, string>,
  token: (id: number) => string,
): Promise<{ scripts: string[]; transactionsPerClient: number; paths: string }> {
  const { replay, captured } = enrollingStudents(options);
  const contents: number[] = await withClient(options.databaseUrl, schema, async (client) =>
    (
      await client.query(
        `SELECT c.id FROM content_items c
          WHERE c.visibility IN ('public','premium') AND c.withdrawn_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.content_id = c.id AND e.student_id BETWEEN $1 AND $2)
          ORDER BY random() LIMIT $3`,
        [replay.from, captured.to, captured.to - captured.from + 1],
      )
    ).rows.map((row) => row.id as number),
  );
  if (contents.length === 0) {
    throw new Error(
      `No published content is left that none of the replay's students (${replay.from} to ${captured.to}) holds: earlier runs on this schema enrolled them in all of it. ` +
        'Seed more items (--items), or run without --reuse.',
    );
  }
  const candidates = contents.map((content, index) => {
    const studentId = captured.from + index;
    return { method: 'POST' as const, path: `/api/content-items/${content}/enroll`, body: '{}', studentId, token: token(studentId) };
  });
  const paths = await captureRequestSql(appEnv, candidates, CAPTURED_ENROLLMENTS);
  const walk = { ...replay, clients: options.connections };
  const lengths = new Map<number, number>();
  for (const { statements } of paths) lengths.set(statements.length, (lengths.get(statements.length) ?? 0) + 1);
  return {
    scripts: paths.map(({ statements, request }) => pgbenchScript(statements, request.studentId, walk)),
    transactionsPerClient: Math.floor(Math.min(replay.pool, MOST_REPLAYED) / options.connections),
    paths: `${paths.length} enrollments: ${[...lengths].map(([length, count]) => `${count} with ${length} statements`).join(', ')}`,
  };
}
