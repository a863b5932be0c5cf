import { CONTENT_DATA } from '../bench/seed-content';
import { withClient } from '../bench/seeded-schema';

export interface CrashSeed {
  studentIds: number[];
  teacherId: number;
  /** Paid courses of the teacher, with their prices. */
  courses: Array<{ id: number; price: number }>;
}

/** Tokens each student starts with (a ledger row): enough to buy every course. */
export const STARTING_TOKENS = 100;
const COURSES = 5;
const TIME_ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'];

/**
 * Fills the (migrated, empty) schema as registration would: students with their profiles and
 * STARTING_TOKENS on the ledger, one teacher and COURSES paid courses of theirs.
 */
export async function seedCrashSchema(url: string, schema: string, students: number): Promise<CrashSeed> {
  return withClient(url, schema, async (client) => {
    await client.query('BEGIN');
    const [teacher] = (
      await client.query(
        `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name)
         VALUES ('crash_teacher', 'crash_teacher@crash.invalid', 'not-a-password-hash', 'teacher', 'Ada', 'Teach') RETURNING id`,
      )
    ).rows as Array<{ id: number }>;
    await client.query(`INSERT INTO teacher_profiles (user_id) VALUES ($1)`, [teacher.id]);
    const created = (
      await client.query(
        `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name, time_zone, token_balance)
         SELECT 'crash_' || i, 'crash_' || i || '@crash.invalid', 'not-a-password-hash', 'student', 'Crash', 'Student ' || i,
                ($1::text[])[1 + i % cardinality($1::text[])], $3
           FROM generate_series(1, $2::int) i
         RETURNING id, token_balance`,
        [TIME_ZONES, students, STARTING_TOKENS],
      )
    ).rows as Array<{ id: number; token_balance: number }>;
    const ids = created.map((row) => row.id).sort((a, b) => a - b);
    for (const table of ['student_profiles', 'gaming_profiles', 'activity_totals']) {
      await client.query(`INSERT INTO ${table} (user_id) SELECT unnest($1::int[])`, [ids]);
    }
    await client.query(
      `INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after) SELECT unnest($1::int[]), $2, 'starting_grant', 'crash test', $2`,
      [ids, STARTING_TOKENS],
    );
    const courses = (
      await client.query(
        `INSERT INTO content_items (teacher_id, title, description, type, category, token_price, content_data, status)
         SELECT $1, 'Crash course ' || i, 'A paid course bought during the crash test.', 'video', 'math', 4 + i, $2::jsonb, 'published'
           FROM generate_series(1, $3::int) i
         RETURNING id, token_price AS price`,
        [teacher.id, JSON.stringify(CONTENT_DATA.video), COURSES],
      )
    ).rows as Array<{ id: number; price: number }>;
    await client.query('COMMIT');
    return { studentIds: ids, teacherId: teacher.id, courses };
  });
}
