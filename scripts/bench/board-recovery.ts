import type { RunningApp } from './app-process';
import { withClient } from './seeded-schema';

type Log = (line: string) => void;

interface BoardEntry {
  user: { id: number };
  totalScore: number;
}

/**
 * What a `kill -9` between commits and their board refreshes leaves, at the benchmark's size: the
 * app is stopped, `changed` students gain XP in the database alone (the outbox trigger notes them,
 * as in a game command's transaction), and the time the app then takes to start, with its boards
 * brought in line, is measured: the app answers at once, and a sample of them is read through the API
 * until their board is in line. They are taken among
 * students the measured runs left alone: a replay writes the values its captured student got (the same
 * work, not the same numbers), which a board that never lowers a score rightly keeps.
 */
export async function measureBoardRecovery(options: {
  databaseUrl: string;
  schema: string;
  changed: number;
  /** The students to change are taken among ids up to this one: those no measured run or replay touched. */
  untouchedUpTo: number;
  restart: () => Promise<RunningApp>;
  stop: () => Promise<void>;
  token: (id: number) => string;
  log: Log;
}): Promise<RunningApp> {
  const { databaseUrl, schema, changed, log } = options;
  await outboxApplied(databaseUrl, schema, log);
  await options.stop();
  const ids = await withClient(databaseUrl, schema, async (client) => {
    const rows = await client.query<{ user_id: number }>(
      `WITH picked AS (SELECT user_id FROM student_profiles WHERE user_id <= $2 AND NOT leaderboard_opt_out ORDER BY random() LIMIT $1)
       UPDATE gaming_profiles g SET xp = g.xp + 7, xp_reached_at = now() FROM picked WHERE g.user_id = picked.user_id RETURNING g.user_id`,
      [changed, options.untouchedUpTo],
    );
    return rows.rows.map((row) => row.user_id);
  });
  const outbox = await countOutbox(databaseUrl, schema);
  const sample = ids.slice(0, 50);
  const expected = await withClient(databaseUrl, schema, async (client) =>
    new Map((await client.query<{ user_id: number; xp: number }>(`SELECT user_id, xp FROM gaming_profiles WHERE user_id = ANY($1::int[])`, [sample])).rows.map((row) => [row.user_id, row.xp])),
  );
  const started = Date.now();
  const app = await options.restart();
  const answering = (Date.now() - started) / 1000;
  const { right, rebuildingAnswers } = await boardsInLine(app.baseUrl, sample, expected, options.token, started + BOARDS_WITHIN_MS);
  const inLine = (Date.now() - started) / 1000;
  const left = await countOutbox(databaseUrl, schema);
  log(
    `Board recovery: ${ids.length.toLocaleString('en')} students changed in the database alone (${outbox.toLocaleString('en')} outbox rows); ` +
      `restart to answering: ${answering.toFixed(1)} s; to the boards in line: ${inLine.toFixed(1)} s (${rebuildingAnswers} reads answered 503 being rebuilt meanwhile); ` +
      `outbox rows left: ${left}; ${right} of ${sample.length} sampled students right on the all-time board`,
  );
  return app;
}

/**
 * The SQL replays changed students in the database alone, as a stopped process would: the running
 * app applies what they left in the outbox within BOARD_RECONCILE_SECONDS (60 by default). Waiting
 * for it keeps that work out of the next measurement, and the restart below meets the 10,000
 * changes it is about, not the replays'.
 */
export async function outboxApplied(databaseUrl: string, schema: string, log: Log): Promise<void> {
  const started = Date.now();
  const rows = await countOutbox(databaseUrl, schema);
  let left = rows;
  while (left > 0 && Date.now() - started < OUTBOX_APPLIED_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    left = await countOutbox(databaseUrl, schema);
  }
  log(`  the running app applied the ${rows.toLocaleString('en')} outbox rows the SQL replays left in ${((Date.now() - started) / 1000).toFixed(1)} s (${left} left)`);
}

const OUTBOX_APPLIED_WITHIN_MS = 5 * 60_000;

/** How long the sampled students' reads are repeated for, until their board answers and shows each right. */
const BOARDS_WITHIN_MS = 10 * 60_000;

/** Reads each sampled student's place once the board answers, and counts those it shows right. */
async function boardsInLine(
  baseUrl: string,
  sample: number[],
  expected: Map<number, number>,
  token: (id: number) => string,
  deadline: number,
): Promise<{ right: number; rebuildingAnswers: number }> {
  let right = 0;
  let rebuildingAnswers = 0;
  for (const id of sample) {
    const read = await readBoardOnceBuilt(`${baseUrl}/api/student/leaderboard?type=all-time&around=me&limit=1`, token(id), deadline, 100);
    rebuildingAnswers += read.rebuildingAnswers;
    const body = read.body as { data?: { entries: BoardEntry[] } };
    if (body.data?.entries.find((entry) => entry.user.id === id)?.totalScore === expected.get(id)) right++;
  }
  return { right, rebuildingAnswers };
}

/** Asks for a board until it answers anything but 503 being rebuilt, or the deadline passes: its last answer, and how many 503s came first. */
export async function readBoardOnceBuilt(
  url: string,
  bearer: string,
  deadline: number,
  pauseMs: number,
): Promise<{ status: number; body: unknown; rebuildingAnswers: number }> {
  let rebuildingAnswers = 0;
  for (;;) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
    const body = (await response.json()) as { code?: string };
    if (response.status !== 503 || body.code !== 'LEADERBOARD_REBUILDING' || Date.now() > deadline) return { status: response.status, body, rebuildingAnswers };
    rebuildingAnswers++;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

async function countOutbox(databaseUrl: string, schema: string): Promise<number> {
  return withClient(databaseUrl, schema, async (client) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM board_outbox`)).rows[0].n);
}
