import { Client } from 'pg';
import { BOARD_OUTBOX_OFF, BOARD_OUTBOX_ON } from './seeded-schema';

/** A month of XP, chests and tokens behind every student, unless a run asks for fewer days (a very large seed). */
export const DAYS_OF_HISTORY = 31;
const FIRST_NAMES = ['Ada', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jon', 'Kira', 'Leo', 'Maya', 'Noah', 'Omar', 'Pia', 'Quinn', 'Ravi', 'Sara', 'Tom'];
const LAST_NAMES = ['Adams', 'Brown', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones', 'Khan', 'Lopez', 'Moreau', 'Nowak', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Weber'];
const TIME_ZONES = ['UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Auckland'];

/** Every table the seed writes. */
const SEEDED_TABLES = ['users', 'student_profiles', 'xp_ledger', 'daily_chests', 'token_ledger', 'gaming_profiles', 'activity_totals'];

/** The tables the measured commands update in place (the ledgers only grow). */
const UPDATED_TABLES = ['gaming_profiles', 'activity_totals', 'daily_activity', 'inventory_items', 'board_outbox'];

/**
 * Puts a reused schema back in the shape of a fresh seed before a run. Earlier runs updated rows in
 * place and left dead rows and index entries behind: an XP award changes a board column of the
 * profile, so its new version gets an entry in every index of the table. On a server whose
 * autovacuum is off, as on CI machines, nothing reclaims them, and a run would measure a larger
 * database than the one before: at 100,000 students the profiles' indexes grew from 18 to 85 MB over
 * a dozen runs.
 */
export const RESET_UPDATED_TABLES = [...UPDATED_TABLES.map((table) => `REINDEX TABLE ${table}`), `VACUUM (ANALYZE) ${[...new Set([...SEEDED_TABLES, ...UPDATED_TABLES])].join(', ')}`];

const literal = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * The days (from `firstDaysAgo` to `days` ago) on which student s played, each with its own draw
 * (probability e) and a random instant in that day, `%` wrapping the instant. The subquery names
 * s, so PostgreSQL draws afresh for every student and day.
 */
const playedDays = (firstDaysAgo: number, days: number, instant: string) => `
         CROSS JOIN LATERAL (
           SELECT ${instant.replace('%', "date_trunc('day', now()) - d * interval '1 day' + random() * interval '24 hours'")} AS at, random() AS draw
             FROM generate_series(${firstDaysAgo}, ${days - 1}) d WHERE s.id IS NOT NULL) p
        WHERE p.draw < s.e`;

/**
 * Students with a skewed engagement e = u² (most play a little, a few a lot) that drives everything:
 * `days` of XP ledger rows on the days they played (by their local date), daily chests and the
 * tokens they gave, then totals that are the ledgers plus older history: XP and tokens with long
 * tails, streaks mostly short with a few long ones, 3 % opted out of the leaderboard.
 */
function seedStatements(students: number, days: number): Array<[string, string]> {
  return [
    ['settings', `SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SELECT setseed(0.2026)`],
    [
      'engagement',
      `CREATE UNLOGGED TABLE bench_seed AS
         SELECT i AS id, power(random(), 2) AS e, (${literal(TIME_ZONES)})[1 + i % ${TIME_ZONES.length}] AS tz, random() < 0.03 AS opt_out
           FROM generate_series(1, ${students}) i`,
    ],
    [
      'users',
      `INSERT INTO users (id, username, email, password_hash, user_role, first_name, last_name, time_zone, created_at)
       SELECT id, 'bench_' || id, 'bench_' || id || '@bench.invalid', 'not-a-password-hash', 'student',
              (${literal(FIRST_NAMES)})[1 + id % 20], (${literal(LAST_NAMES)})[1 + (id / 20) % 20], tz,
              now() - interval '400 days' + random() * interval '60 days'
         FROM bench_seed;
       SELECT setval(pg_get_serial_sequence('users', 'id'), ${students})`,
    ],
    [
      'student profiles',
      `INSERT INTO student_profiles (user_id, leaderboard_opt_out, grade, school)
       SELECT id, opt_out, 'Grade ' || (6 + id % 6), 'School ' || (id % 500) FROM bench_seed`,
    ],
    [
      'XP ledger',
      `INSERT INTO xp_ledger (user_id, amount, source, local_date, created_at)
       SELECT s.id, 10 + floor(random() * 60 * (1 + 3 * s.e))::int,
              (ARRAY['daily_login', 'video_completed', 'quiz_completed', 'client:lesson_completed'])[1 + floor(random() * 4)::int],
              (p.at AT TIME ZONE s.tz)::date, p.at
         FROM bench_seed s
         ${playedDays(0, days, 'least(now() - interval \'1 minute\', %)')}`,
    ],
    [
      'daily chests',
      // Up to three days ago in UTC, so no student's local date of a chest (at most UTC+14) is the
      // day the chest replay opens, which is a local today of somewhere (at least UTC-12).
      `INSERT INTO daily_chests (user_id, local_date, opened_at, reward)
       SELECT s.id, (p.at AT TIME ZONE s.tz)::date, p.at, '{"type":"token"}'::jsonb
         FROM bench_seed s
         ${playedDays(3, days, '%')}
       ON CONFLICT DO NOTHING`,
    ],
    [
      'token ledger',
      `INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after, created_at)
       SELECT user_id, delta, 'daily_chest', local_date::text, sum(delta) OVER (PARTITION BY user_id ORDER BY opened_at), opened_at
         FROM (SELECT user_id, local_date, opened_at, 10 + floor(random() * 41)::int AS delta FROM daily_chests WHERE random() < 0.6) c`,
    ],
    [
      'game profiles',
      `INSERT INTO gaming_profiles (user_id, level, xp, current_streak, longest_streak, grace_day, last_login_date,
              tokens_earned, chests_opened, xp_reached_at, streak_reached_at, tokens_reached_at, chests_reached_at)
       SELECT s.id, floor(t.xp / 100)::int + 1, t.xp, t.streak, t.streak + floor(random() * 20)::int, random() < 0.5, current_date - (random() < s.e)::int,
              t.tokens, t.chests,
              coalesce(x.last_at, now() - random() * interval '300 days'),
              now() - random() * interval '20 hours',
              coalesce(k.last_at, now() - random() * interval '300 days'),
              coalesce(c.last_at, now() - random() * interval '300 days')
         FROM bench_seed s
         LEFT JOIN (SELECT user_id, sum(amount)::int AS total, max(created_at) AS last_at FROM xp_ledger GROUP BY user_id) x ON x.user_id = s.id
         LEFT JOIN (SELECT user_id, sum(delta)::int AS total, max(created_at) AS last_at FROM token_ledger GROUP BY user_id) k ON k.user_id = s.id
         LEFT JOIN (SELECT user_id, count(*)::int AS total, max(opened_at) AS last_at FROM daily_chests GROUP BY user_id) c ON c.user_id = s.id
         CROSS JOIN LATERAL (SELECT
              floor(power(random(), 3) * 60000 * (0.1 + s.e))::int + coalesce(x.total, 0) AS xp,
              CASE WHEN random() < s.e THEN floor(power(random(), 2) * 120)::int ELSE floor(random() * 3)::int END AS streak,
              floor(power(random(), 3) * 4000 * (0.1 + s.e))::int + coalesce(k.total, 0) AS tokens,
              floor(power(random(), 2) * 150 * s.e)::int + coalesce(c.total, 0) AS chests) t`,
    ],
    [
      'activity totals',
      `INSERT INTO activity_totals (user_id, total_study_minutes, completed_courses, videos_watched, quizzes_completed, last_active_at)
       SELECT id, floor(random() * 3000 * e)::int, floor(random() * 10 * e)::int, floor(random() * 200 * e)::int, floor(random() * 100 * e)::int,
              now() - random() * interval '30 days'
         FROM bench_seed`,
    ],
    ['engagement dropped', `DROP TABLE bench_seed`],
    // A running server's autovacuum would have set the visibility maps long before; left to it here,
    // it would vacuum these tables during the measurements, and index-only scans would visit the heap.
    ['vacuum and statistics', `VACUUM (ANALYZE) ${SEEDED_TABLES.join(', ')}`],
  ];
}

/** Seeds the (migrated, empty) schema with bulk SQL, `days` of history per student; logs each step and its time. */
export async function seedStudents(databaseUrl: string, schema: string, students: number, days: number, log: (line: string) => void): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const [step, sql] of [BOARD_OUTBOX_OFF, ...seedStatements(students, days), BOARD_OUTBOX_ON]) {
      const started = Date.now();
      await client.query(sql);
      log(`  seeded ${step} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
}
