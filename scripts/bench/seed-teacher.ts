import { CONTENT_CATEGORIES } from '../../domain/content/content-taxonomy';
import { JOIN_CODE_ALPHABET } from '../../domain/classes/join-code';
import { RECOUNT_TEACHER_FIGURES } from '../../infrastructure/persistence/migrations/1764201600000-teacher-figures';
import { TITLE_PATTERNS, TOPICS } from './content-vocabulary';
import { CONTENT_DATA, quote, STUDENT_TOKENS, textArray } from './seed-content';
import { bulkSeed, type SeedRecord } from './seeded-schema';
import { CLASS_SIZE, type TeacherBenchOptions } from './teacher-options';

/** The tables the teacher benchmark fills in bulk; their secondary indexes are rebuilt after the load. */
const BULK_TABLES = ['users', 'gaming_profiles', 'content_items', 'enrollments', 'token_ledger', 'ratings', 'teacher_students', 'class_members'];
/** Every table the seed writes: vacuumed and analysed at the end. */
const SEEDED_TABLES = [
  'users', 'student_profiles', 'teacher_profiles', 'gaming_profiles', 'activity_totals', 'content_items', 'enrollments', 'ratings',
  'token_ledger', 'teacher_students', 'classes', 'class_members',
];

/** The measured teacher; the other teachers share the school, with smaller catalogues, enrollments and classes. */
export const BENCH_TEACHER_ID = 1;
export const OTHER_TEACHERS = 19;
const OTHER_ITEMS_PER_TEACHER = 50;
const OTHER_CLASSES_PER_TEACHER = 2;
const OTHER_CLASS_SIZE = 20;
/** The first student's id: teachers come first. */
export const FIRST_STUDENT_ID = 1 + OTHER_TEACHERS + 1;
export const BENCH_TEACHER_TIME_ZONE = 'Europe/London';

/** 40 first names × 50 last names: a full name is shared by one student in 2,000, a last name by one in 50. */
export const FIRST_NAMES = [
  'Ada', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jon', 'Kai', 'Lena', 'Mia', 'Noah', 'Olga', 'Priya', 'Quinn', 'Ravi', 'Sara', 'Tom',
  'Uma', 'Victor', 'Wren', 'Xavi', 'Yara', 'Zoe', 'Amir', 'Bea', 'Carlos', 'Dina', 'Elif', 'Felix', 'Gita', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lucia', 'Mateo', 'Nina',
];
export const LAST_NAMES = [
  'Adams', 'Brown', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones', 'Khan', 'Lopez', 'Moreau', 'Nowak', 'Okafor', 'Patel', 'Rossi', 'Silva',
  'Tanaka', 'Weber', 'Novak', 'Larsen', 'Murphy', 'Kowalski', 'Haddad', 'Mensah', 'Dubois', 'Schmidt', 'Romero', 'Yilmaz', 'Sato', 'Kim', 'Nguyen', 'Ivanova',
  'Costa', 'Berg', 'Walsh', 'Petrov', 'Almeida', 'Banerjee', 'Castillo', 'Eriksen', 'Fontaine', 'Gallagher', 'Horvat', 'Jensen', 'Lindqvist', 'Mazur', 'Osei', 'Quispe',
];

const CLASS_SUBJECTS = ['Mathematics', 'Science', 'English', 'Art', 'Computing', 'History', 'Geography', 'Study Skills'];

/** A unique join code per class id: a bijection of the id onto 30 bits, written in the join-code alphabet. */
const joinCodeOf = (id: string) =>
  `(SELECT string_agg(substr(${quote(JOIN_CODE_ALPHABET)}, 1 + ((((${id}::bigint * 7919 + 1000003) % 1073741824) >> (5 * digit)) & 31)::int, 1), '' ORDER BY digit)
      FROM generate_series(0, 5) digit)`;

function seedStatements(options: TeacherBenchOptions): Array<[string, string]> {
  const { items, enrollments, students, classes } = options;
  const lastStudent = FIRST_STUDENT_ID + students - 1;
  const teachers = 1 + OTHER_TEACHERS;
  const otherItems = OTHER_TEACHERS * OTHER_ITEMS_PER_TEACHER;
  const otherEnrollments = Math.floor(enrollments / 2);
  const topicsPerCategory = TOPICS.math.length;
  const vocabulary = CONTENT_CATEGORIES.map((category) => `(${quote(category)}, ${textArray(TOPICS[category])})`).join(',\n          ');
  return [
    ['settings', `SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SELECT setseed(0.2028)`],
    [
      'teachers',
      `INSERT INTO users (id, username, email, password_hash, user_role, first_name, last_name, time_zone, created_at)
       SELECT i, 'tbench_teacher_' || i, 'tbench_teacher_' || i || '@bench.invalid', 'not-a-password-hash', 'teacher',
              (ARRAY['Alice','Bruno','Chiara','Dmitri','Esme'])[1 + i % 5], (ARRAY['Morgan','Okoye','Lindgren','Sato','Ferreira'])[1 + i % 5],
              CASE WHEN i = ${BENCH_TEACHER_ID} THEN ${quote(BENCH_TEACHER_TIME_ZONE)} ELSE 'UTC' END, now() - interval '900 days'
         FROM generate_series(1, ${teachers}) i;
       INSERT INTO teacher_profiles (user_id, department, years_of_experience, bio, subjects)
       SELECT i, (ARRAY['Science & Maths','English & Arts','Humanities','Computing'])[1 + i % 4], 1 + i % 25, 'Teaches with small, playful steps.',
              ARRAY[(${textArray(CONTENT_CATEGORIES)})[1 + i % 8]]
         FROM generate_series(1, ${teachers}) i`,
    ],
    [
      'students',
      `INSERT INTO users (id, username, email, password_hash, user_role, first_name, last_name, token_balance, created_at)
       SELECT i, 'tbench_' || i, 'tbench_' || i || '@bench.invalid', 'not-a-password-hash', 'student',
              (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}], (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
              ${STUDENT_TOKENS}, now() - interval '400 days'
         FROM generate_series(${FIRST_STUDENT_ID}, ${lastStudent}) i;
       SELECT setval(pg_get_serial_sequence('users', 'id'), ${lastStudent});
       INSERT INTO student_profiles (user_id, grade, school) SELECT i, 'Grade ' || (6 + i % 6), 'Bench School' FROM generate_series(${FIRST_STUDENT_ID}, ${lastStudent}) i;
       INSERT INTO gaming_profiles (user_id, level, xp, tokens_earned)
       SELECT i, 1 + x / 100, x, ${STUDENT_TOKENS} FROM (SELECT i, floor(power(random(), 2) * 6000)::int AS x FROM generate_series(${FIRST_STUDENT_ID}, ${lastStudent}) i) g`,
    ],
    [
      'content items',
      // The measured teacher's items are ids 1..items; then each other teacher's.
      `INSERT INTO content_items (id, teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags,
                                 content_data, withdrawn_at, created_at, updated_at, status)
       WITH vocabulary(category, topics) AS (VALUES
          ${vocabulary})
       SELECT d.i, d.teacher, replace((${textArray(TITLE_PATTERNS)})[1 + floor(d.r_title * ${TITLE_PATTERNS.length})::int], '%', initcap(t.t1)),
              'Learn how ' || t.t1 || ' and ' || t.t2 || ' fit together through short lessons and worked examples.',
              d.type, d.category, d.difficulty, 5 + floor(d.r_duration * 115)::int,
              CASE WHEN d.r_price < 0.5 THEN 0 ELSE 5 * (1 + floor(d.r_price * 40)::int % 20) END,
              CASE WHEN d.r_visibility < 0.80 THEN 'public' WHEN d.r_visibility < 0.95 THEN 'premium' ELSE 'private' END,
              ARRAY[t.t1, t.t2, d.category],
              CASE d.type WHEN 'video' THEN ${quote(JSON.stringify(CONTENT_DATA.video))}::jsonb WHEN 'quiz' THEN ${quote(JSON.stringify(CONTENT_DATA.quiz))}::jsonb
                          WHEN 'document' THEN ${quote(JSON.stringify(CONTENT_DATA.document))}::jsonb ELSE ${quote(JSON.stringify(CONTENT_DATA.interactive))}::jsonb END,
              CASE WHEN d.r_withdrawn < 0.01 THEN now() - d.r_withdrawn * interval '3000 days' END,
              d.created, d.created, 'published'
         FROM (SELECT i, CASE WHEN i <= ${items} THEN ${BENCH_TEACHER_ID} ELSE 2 + (i - ${items} - 1) / ${OTHER_ITEMS_PER_TEACHER} END AS teacher,
                      (${textArray(CONTENT_CATEGORIES)})[1 + floor(random() * ${CONTENT_CATEGORIES.length})::int] AS category,
                      (ARRAY['video','quiz','document','interactive'])[1 + floor(random() * 4)::int] AS type,
                      (ARRAY['beginner','intermediate','advanced'])[1 + floor(random() * 3)::int] AS difficulty,
                      random() AS r_title, random() AS r_duration, random() AS r_visibility, random() AS r_price, random() AS r_withdrawn,
                      random() AS r_t1, random() AS r_t2, now() - interval '30 days' - random() * interval '700 days' AS created
                 FROM generate_series(1, ${items + otherItems}) i) d
         JOIN vocabulary v USING (category)
         CROSS JOIN LATERAL (SELECT v.topics[1 + floor(d.r_t1 * ${topicsPerCategory})::int] AS t1, v.topics[1 + floor(d.r_t2 * ${topicsPerCategory})::int] AS t2) t;
       SELECT setval(pg_get_serial_sequence('content_items', 'id'), ${items + otherItems})`,
    ],
    [
      'enrollment draw',
      // Per group (0: the measured teacher, 1: the others) content is drawn with a long tail: n is a
      // random rank and low ranks are drawn far more often. Students are drawn evenly from the school.
      `CREATE UNLOGGED TABLE bench_pick AS
         SELECT (teacher_id <> ${BENCH_TEACHER_ID})::int AS grp, row_number() OVER (PARTITION BY teacher_id <> ${BENCH_TEACHER_ID} ORDER BY random())::int AS n,
                id, token_price, duration, created_at
           FROM content_items WHERE visibility <> 'private';
       CREATE UNIQUE INDEX ON bench_pick (grp, n);
       CREATE UNLOGGED TABLE bench_pairs AS
         SELECT DISTINCT grp, s, n FROM (
           SELECT g.grp, ${FIRST_STUDENT_ID} + floor(random() * ${students})::int AS s, 1 + floor(power(random(), 2) * k.total)::int AS n
             FROM (SELECT 0 AS grp, generate_series(1, ${Math.ceil(enrollments * 1.1) + 100})
                   UNION ALL SELECT 1, generate_series(1, ${Math.ceil(otherEnrollments * 1.1) + 100})) g
             JOIN (SELECT grp, count(*) AS total FROM bench_pick GROUP BY grp) k USING (grp)) r`,
    ],
    [
      'enrollments',
      // Recent weeks hold more enrollments than older ones, so this month's sales and the last 7 days' activity are real.
      `INSERT INTO enrollments (student_id, content_id, access_type, tokens_spent, progress_percent, current_position, time_spent_seconds,
                               last_accessed, completed_at, created_at)
       SELECT x.s, p.id, CASE WHEN p.token_price = 0 THEN 'free' ELSE 'token-paid' END, p.token_price,
              g.progress, g.progress * 3, floor(g.progress * p.duration * 0.6)::int,
              CASE WHEN g.progress > 0 THEN g.created + g.r_last * (now() - g.created) END,
              CASE WHEN g.progress = 100 THEN g.created + g.r_last * (now() - g.created) END,
              g.created
         FROM ((SELECT grp, s, n FROM bench_pairs WHERE grp = 0 LIMIT ${enrollments})
               UNION ALL (SELECT grp, s, n FROM bench_pairs WHERE grp = 1 LIMIT ${otherEnrollments})) x
         JOIN bench_pick p USING (grp, n)
         CROSS JOIN LATERAL (
           SELECT CASE WHEN q.r < 0.3 THEN 100 WHEN q.r < 0.8 THEN 1 + floor(random() * 99)::int ELSE 0 END AS progress, random() AS r_last,
                  greatest(p.created_at + interval '1 hour', now() - power(random(), 1.5) * interval '365 days') AS created
             FROM (SELECT random() AS r WHERE x.s IS NOT NULL) q) g;
       DROP TABLE bench_pairs, bench_pick`,
    ],
    [
      'token ledger',
      // Each student was granted what they spent plus what they hold; every purchase is on both sides.
      `INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after, created_at)
       SELECT user_id, delta, reason, reference, sum(delta) OVER (PARTITION BY user_id ORDER BY created_at, ord, reference), created_at
         FROM (SELECT u.id AS user_id, ${STUDENT_TOKENS} + coalesce(spent.tokens, 0) AS delta, 'bench_grant' AS reason, 'bench' AS reference, now() - interval '399 days' AS created_at, 0 AS ord
                 FROM users u LEFT JOIN (SELECT student_id, sum(tokens_spent)::int AS tokens FROM enrollments GROUP BY student_id) spent ON spent.student_id = u.id
                WHERE u.user_role = 'student'
               UNION ALL
               SELECT e.student_id, -e.tokens_spent, 'content_purchase', 'content:' || e.content_id, e.created_at, 1
                 FROM enrollments e WHERE e.access_type = 'token-paid'
               UNION ALL
               SELECT e.teacher_id, e.tokens_spent, 'content_sale', 'content:' || e.content_id || ':student:' || e.student_id, e.created_at, 1
                 FROM enrollments e WHERE e.access_type = 'token-paid') l;
       UPDATE users u SET token_balance = t.balance FROM (SELECT user_id, sum(delta)::int AS balance FROM token_ledger GROUP BY user_id) t
        WHERE t.user_id = u.id AND u.user_role = 'teacher';
       UPDATE teacher_profiles tp SET total_earnings = u.token_balance FROM users u WHERE u.id = tp.user_id`,
    ],
    [
      'ratings',
      `INSERT INTO ratings (student_id, content_id, stars, created_at, updated_at)
       SELECT e.student_id, e.content_id, least(5, greatest(1, round(3.2 + (e.content_id % 17) / 10.0 + (random() + random() - 1) * 2.2)))::int,
              coalesce(e.last_accessed, e.created_at), coalesce(e.last_accessed, e.created_at)
         FROM enrollments e WHERE e.progress_percent >= 50 AND random() < 0.4`,
    ],
    [
      'activity',
      // A student's last activity is never before their last work on an enrollment.
      `INSERT INTO activity_totals (user_id, total_study_minutes, completed_courses, videos_watched, quizzes_completed, last_active_at)
       SELECT u.id, coalesce(e.seconds, 0) / 60, coalesce(e.done, 0), floor(random() * 40)::int, floor(random() * 20)::int,
              greatest(e.last_at, now() - power(random(), 2) * interval '30 days')
         FROM users u
         LEFT JOIN (SELECT student_id, sum(time_spent_seconds)::int AS seconds, count(completed_at)::int AS done, max(greatest(created_at, last_accessed)) AS last_at
                      FROM enrollments GROUP BY student_id) e ON e.student_id = u.id
        WHERE u.user_role = 'student'`,
    ],
    [
      'counters',
      `UPDATE content_items c SET enrollments = e.n, completions = e.done
         FROM (SELECT content_id, count(*)::int AS n, count(completed_at)::int AS done FROM enrollments GROUP BY content_id) e WHERE e.content_id = c.id;
       UPDATE content_items c SET rating_sum = r.total, rating_count = r.n, rating = round(r.total::numeric / r.n, 2)
         FROM (SELECT content_id, sum(stars)::int AS total, count(*)::int AS n FROM ratings GROUP BY content_id) r WHERE r.content_id = c.id;
       UPDATE content_items SET views = enrollments * (2 + floor(random() * 8)::int) + floor(random() * 60)::int WHERE visibility <> 'private';
       UPDATE teacher_profiles tp SET rating_sum = c.total, rating_count = c.n
         FROM (SELECT teacher_id, sum(rating_sum)::int AS total, sum(rating_count)::int AS n FROM content_items GROUP BY teacher_id) c WHERE c.teacher_id = tp.user_id;
       ${RECOUNT_TEACHER_FIGURES}`,
    ],
    [
      'classes',
      // The measured teacher's classes are ids 1..classes, each full (30 of capacity 30) with students of
      // the teacher's own, none in two of them; each other teacher has two smaller classes of their own students.
      `INSERT INTO classes (id, teacher_id, name, subject, grade_level, capacity, start_date, end_date, description, is_active, join_code, created_at)
       SELECT k, t, (ARRAY['Year 7','Year 8','Year 9','Year 10','Year 11'])[1 + k % 5] || ' ' || s || ' ' || chr(65 + k % 6),
              s, 'Grade ' || (7 + k % 5), ${CLASS_SIZE}, current_date - 120 + k % 30, current_date + 120 + k % 30,
              'A class for ' || lower(s) || ' with weekly goals.', k % 10 <> 9, ${joinCodeOf('k')}, now() - interval '150 days' + k * interval '1 hour'
         FROM (SELECT k, CASE WHEN k <= ${classes} THEN ${BENCH_TEACHER_ID} ELSE 2 + (k - ${classes} - 1) / ${OTHER_CLASSES_PER_TEACHER} END AS t,
                      (${textArray(CLASS_SUBJECTS)})[1 + k % ${CLASS_SUBJECTS.length}] AS s
                 FROM generate_series(1, ${classes + OTHER_TEACHERS * OTHER_CLASSES_PER_TEACHER}) k) c;
       SELECT setval(pg_get_serial_sequence('classes', 'id'), ${classes + OTHER_TEACHERS * OTHER_CLASSES_PER_TEACHER});
       INSERT INTO class_members (class_id, student_id, joined_at)
       SELECT c.id, m.student_id, c.created_at + (m.seat % 20) * interval '1 day'
         FROM (SELECT id, teacher_id, created_at, row_number() OVER (PARTITION BY teacher_id ORDER BY id) AS nth,
                      CASE WHEN teacher_id = ${BENCH_TEACHER_ID} THEN ${CLASS_SIZE} ELSE ${OTHER_CLASS_SIZE} END AS size
                 FROM classes) c
         JOIN (SELECT ts.teacher_id, ts.student_id, row_number() OVER (PARTITION BY ts.teacher_id ORDER BY random()) - 1 AS seat
                 FROM teacher_students ts) m
           ON m.teacher_id = c.teacher_id AND m.seat / c.size = c.nth - 1;
       UPDATE classes c SET student_count = (SELECT count(*) FROM class_members m WHERE m.class_id = c.id)`,
    ],
  ];
}

/**
 * Every counter the teacher's figures read, compared with the rows it counts: answers a line per
 * disagreement (none when the seed is consistent).
 */
const CONSISTENCY_CHECKS: Array<[string, string]> = [
  [
    'content counters',
    `SELECT count(*)::int AS wrong FROM content_items c
       LEFT JOIN (SELECT content_id, count(*) AS n, count(completed_at) AS done, count(*) FILTER (WHERE progress_percent > 0 OR completed_at IS NOT NULL) AS started,
                         sum(progress_percent) AS progress, sum(time_spent_seconds) AS seconds, sum(tokens_spent) FILTER (WHERE access_type = 'token-paid') AS earned
                    FROM enrollments GROUP BY content_id) e ON e.content_id = c.id
       LEFT JOIN (SELECT content_id, count(*) AS n, sum(stars) AS total, count(*) FILTER (WHERE stars = 1) AS s1, count(*) FILTER (WHERE stars = 2) AS s2,
                         count(*) FILTER (WHERE stars = 3) AS s3, count(*) FILTER (WHERE stars = 4) AS s4, count(*) FILTER (WHERE stars = 5) AS s5
                    FROM ratings GROUP BY content_id) r ON r.content_id = c.id
      WHERE (c.enrollments, c.completions, c.started, c.progress_sum, c.time_spent_seconds, c.tokens_earned)
              IS DISTINCT FROM (coalesce(e.n, 0), coalesce(e.done, 0), coalesce(e.started, 0), coalesce(e.progress, 0), coalesce(e.seconds, 0), coalesce(e.earned, 0))
         OR (c.rating_count, c.rating_sum, c.rating_1_count, c.rating_2_count, c.rating_3_count, c.rating_4_count, c.rating_5_count)
              IS DISTINCT FROM (coalesce(r.n, 0), coalesce(r.total, 0), coalesce(r.s1, 0), coalesce(r.s2, 0), coalesce(r.s3, 0), coalesce(r.s4, 0), coalesce(r.s5, 0))`,
  ],
  [
    'enrollment teachers',
    `SELECT count(*)::int AS wrong FROM enrollments e JOIN content_items c ON c.id = e.content_id WHERE e.teacher_id <> c.teacher_id`,
  ],
  [
    "teachers' students",
    `SELECT count(*)::int AS wrong FROM (SELECT teacher_id, student_id, min(created_at) AS first_at, max(greatest(created_at, last_accessed)) AS last_at
                                           FROM enrollments GROUP BY teacher_id, student_id) e
       FULL JOIN teacher_students ts USING (teacher_id, student_id)
      WHERE (ts.first_enrolled_at, ts.last_active_at) IS DISTINCT FROM (e.first_at, e.last_at)`,
  ],
  [
    'teacher profiles',
    `SELECT count(*)::int AS wrong FROM teacher_profiles tp
      WHERE tp.total_students <> (SELECT count(*) FROM teacher_students ts WHERE ts.teacher_id = tp.user_id)
         OR tp.total_earnings <> (SELECT coalesce(sum(delta), 0) FROM token_ledger l WHERE l.user_id = tp.user_id AND l.reason = 'content_sale')
         OR (tp.rating_sum, tp.rating_count) <> (SELECT coalesce(sum(rating_sum), 0), coalesce(sum(rating_count), 0) FROM content_items c WHERE c.teacher_id = tp.user_id)`,
  ],
  [
    'class sizes',
    `SELECT count(*)::int AS wrong FROM classes c WHERE c.student_count <> (SELECT count(*) FROM class_members m WHERE m.class_id = c.id) OR c.student_count > c.capacity`,
  ],
];

/** The sizes the teacher benchmark seeds with, as recorded in the schema. */
export const teacherSeedRecord = (options: TeacherBenchOptions): SeedRecord => ({
  table: 'bench_teacher_seed',
  sizes: { items: options.items, enrollments: options.enrollments, students: options.students, classes: options.classes },
});

/**
 * Seeds the (migrated, empty) schema with set-based SQL: the measured teacher's catalogue,
 * enrollments with a long tail, purchases on both ledgers, ratings, activity and full classes, other
 * teachers beside, and every counter the teacher's figures read computed from its rows (then
 * checked). Secondary indexes are dropped for the load and rebuilt from their own definitions
 * afterwards. Logs each step and its time.
 */
export async function seedTeacher(options: TeacherBenchOptions, schema: string, log: (line: string) => void): Promise<void> {
  const load = { bulkTables: BULK_TABLES, statements: seedStatements(options), record: teacherSeedRecord(options), vacuumTables: SEEDED_TABLES };
  await bulkSeed(options.databaseUrl, schema, load, log, async (client) => {
    for (const [name, sql] of CONSISTENCY_CHECKS) {
      const wrong = (await client.query(sql)).rows[0].wrong as number;
      if (wrong !== 0) throw new Error(`Seeding left ${wrong} rows whose ${name} disagree with the records they count`);
    }
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM content_items WHERE teacher_id = $1)::int AS items, (SELECT count(*) FROM enrollments WHERE teacher_id = $1)::int AS enrollments,
                (SELECT count(*) FROM users WHERE user_role = 'student')::int AS students,
                (SELECT count(*) FROM classes WHERE teacher_id = $1 AND student_count = $2)::int AS classes`,
        [BENCH_TEACHER_ID, CLASS_SIZE],
      )
    ).rows[0];
    if (counts.items !== options.items || counts.enrollments !== options.enrollments || counts.students !== options.students || counts.classes !== options.classes) {
      throw new Error(
        `Seeding made ${JSON.stringify(counts)}, not ${options.items} items, ${options.enrollments} enrollments, ${options.students} students and ${options.classes} full classes`,
      );
    }
    log(`  counters checked against their rows: ${CONSISTENCY_CHECKS.map(([name]) => name).join(', ')}`);
  });
}
