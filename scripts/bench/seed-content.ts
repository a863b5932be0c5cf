import { CONTENT_CATEGORIES } from '../../domain/content/content-taxonomy';
import { HEAVY_STUDENT_ENROLLMENTS, type ContentBenchOptions } from './content-options';
import { SENTENCES, TITLE_PATTERNS, TOPICS } from './content-vocabulary';
import { bulkSeed, type SeedRecord } from './seeded-schema';

/** The tables the content benchmark fills; their secondary indexes are rebuilt after the bulk load. */
const BULK_TABLES = ['content_items', 'enrollments', 'token_ledger', 'ratings', 'wishlist_items', 'sponsorships'];
/** Every table the seed writes: vacuumed and analysed at the end. */
const SEEDED_TABLES = [
  'users', 'student_profiles', 'teacher_profiles', 'sponsor_profiles', 'gaming_profiles', 'content_items', 'enrollments', 'ratings', 'sponsorships',
  'token_ledger', 'wishlist_items',
];
/** Every benchmark student starts with enough tokens to buy many courses. */
export const STUDENT_TOKENS = 5000;
const SPONSORED_ITEMS = 300;

export const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(quote).join(',')}]::text[]`;

/** The first student id; teachers come first. The first student is the one with exactly 200 enrollments. */
export const heavyStudentId = (options: Pick<ContentBenchOptions, 'teachers'>) => options.teachers + 1;

/** A small, valid content_data of each content type. */
export const CONTENT_DATA = {
  video: {
    videoUrl: 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4',
    chapters: [
      { title: 'Introduction', startSeconds: 0 },
      { title: 'Main idea', startSeconds: 150 },
      { title: 'Practice', startSeconds: 420 },
    ],
    transcript: 'A short lesson with worked examples and a recap at the end.',
  },
  quiz: {
    passPercent: 60,
    questions: [1, 2, 3, 4].map((n) => ({ id: `q${n}`, prompt: `Question ${n}?`, choices: ['A', 'B', 'C', 'D'], answerIndex: n % 4, explanation: 'Because of the rule.' })),
  },
  document: {
    sections: ['Introduction', 'The main idea', 'Worked examples', 'Summary'].map((heading) => ({ heading, body: 'A paragraph of explanation.\n\nAnother paragraph.' })),
  },
  interactive: {
    steps: ['Try it', 'Check it', 'Extend it'].map((title) => ({ title, instruction: 'Follow the steps.', task: { prompt: 'Which is right?', choices: ['This', 'That'], answerIndex: 0 } })),
  },
};

/** A sentence with its topic slots filled: %1 and %2 topics, %c the category. */
const sentence = (index: string, first: string, second: string) =>
  `replace(replace(replace(p.sentences[1 + floor(${index} * ${SENTENCES.length})::int], '%1', ${first}), '%2', ${second}), '%c', d.category)`;

function seedStatements(options: ContentBenchOptions): Array<[string, string]> {
  const { items, enrollments, students, teachers } = options;
  const firstStudent = teachers + 1;
  const heavy = heavyStudentId(options);
  const sponsor = teachers + students + 1;
  const topicsPerCategory = TOPICS.math.length;
  const vocabulary = CONTENT_CATEGORIES.map((category) => `(${quote(category)}, ${textArray(TOPICS[category])})`).join(',\n          ');
  const randomEnrollments = enrollments - HEAVY_STUDENT_ENROLLMENTS;
  return [
    ['settings', `SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SELECT setseed(0.2027)`],
    [
      'teachers',
      `INSERT INTO users (id, username, email, password_hash, user_role, first_name, last_name, created_at)
       SELECT i, 'cbench_teacher_' || i, 'cbench_teacher_' || i || '@bench.invalid', 'not-a-password-hash', 'teacher',
              (ARRAY['Ada','Ben','Chloe','Dev','Ella','Finn','Grace','Hugo'])[1 + i % 8], (ARRAY['Adams','Brown','Chen','Diaz','Evans','Fischer','Garcia'])[1 + i % 7],
              now() - interval '900 days'
         FROM generate_series(1, ${teachers}) i;
       INSERT INTO teacher_profiles (user_id, department, years_of_experience, bio, subjects)
       SELECT i, (ARRAY['Science & Maths','English & Arts','Humanities','Computing'])[1 + i % 4], 1 + i % 25, 'Teaches with small, playful steps.',
              ARRAY[(${textArray(CONTENT_CATEGORIES)})[1 + i % 8]]
         FROM generate_series(1, ${teachers}) i`,
    ],
    [
      'students',
      `INSERT INTO users (id, username, email, password_hash, user_role, first_name, last_name, token_balance, created_at)
       SELECT i, 'cbench_' || i, 'cbench_' || i || '@bench.invalid', 'not-a-password-hash', 'student',
              (ARRAY['Ada','Ben','Chloe','Dev','Ella','Finn','Grace','Hugo','Isla','Jon'])[1 + i % 10], (ARRAY['Khan','Lopez','Moreau','Nowak','Okafor','Patel'])[1 + i % 6],
              ${STUDENT_TOKENS}, now() - interval '400 days'
         FROM generate_series(${firstStudent}, ${teachers + students}) i;
       INSERT INTO users (id, username, email, password_hash, user_role, created_at)
       VALUES (${sponsor}, 'cbench_sponsor', 'cbench_sponsor@bench.invalid', 'not-a-password-hash', 'sponsor', now() - interval '900 days');
       INSERT INTO sponsor_profiles (user_id, company_name) VALUES (${sponsor}, 'Bench Foundation');
       SELECT setval(pg_get_serial_sequence('users', 'id'), ${sponsor});
       INSERT INTO student_profiles (user_id, grade, school) SELECT i, 'Grade ' || (6 + i % 6), 'School ' || (i % 300) FROM generate_series(${firstStudent}, ${teachers + students}) i;
       INSERT INTO gaming_profiles (user_id, level, xp, tokens_earned) SELECT i, 1 + (i % 4000) / 100, i % 4000, ${STUDENT_TOKENS} FROM generate_series(${firstStudent}, ${teachers + students}) i`,
    ],
    [
      'content items',
      `INSERT INTO content_items (id, teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags,
                                 thumbnail_url, content_data, withdrawn_at, created_at, updated_at, status)
       WITH vocabulary(category, topics) AS (VALUES
          ${vocabulary}),
            patterns AS (SELECT ${textArray(TITLE_PATTERNS)} AS titles, ${textArray(SENTENCES)} AS sentences)
       SELECT d.i, d.teacher, replace(p.titles[1 + floor(d.r_title * ${TITLE_PATTERNS.length})::int], '%', initcap(t.t1)),
              ${sentence('d.r_s1', 't.t1', 't.t2')} || ' ' || ${sentence('d.r_s2', 't.t3', 't.t1')} || ' ' || ${sentence('d.r_s3', 't.t4', 't.t2')},
              d.type, d.category, d.difficulty, 5 + floor(d.r_duration * 115)::int,
              CASE WHEN d.r_visibility < 0.70 THEN CASE WHEN d.r_price < 0.5 THEN 0 ELSE 5 * (1 + floor(d.r_price * 40)::int % 20) END
                   WHEN d.r_visibility < 0.92 THEN 10 + 5 * floor(d.r_price * 39)::int
                   ELSE 0 END,
              CASE WHEN d.r_visibility < 0.70 THEN 'public' WHEN d.r_visibility < 0.92 THEN 'premium' ELSE 'private' END,
              ARRAY[t.t1, t.t2, d.category],
              CASE WHEN d.type = 'video' THEN 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/images/BigBuckBunny.jpg' END,
              CASE d.type WHEN 'video' THEN ${quote(JSON.stringify(CONTENT_DATA.video))}::jsonb WHEN 'quiz' THEN ${quote(JSON.stringify(CONTENT_DATA.quiz))}::jsonb
                          WHEN 'document' THEN ${quote(JSON.stringify(CONTENT_DATA.document))}::jsonb ELSE ${quote(JSON.stringify(CONTENT_DATA.interactive))}::jsonb END,
              CASE WHEN d.r_withdrawn < 0.01 THEN now() - d.r_withdrawn * interval '3000 days' END,
              d.created, d.created, 'published'
         FROM (SELECT i, 1 + floor(random() * ${teachers})::int AS teacher,
                      (${textArray(CONTENT_CATEGORIES)})[1 + floor(random() * ${CONTENT_CATEGORIES.length})::int] AS category,
                      (ARRAY['video','quiz','document','interactive'])[1 + floor(random() * 4)::int] AS type,
                      (ARRAY['beginner','intermediate','advanced'])[1 + floor(random() * 3)::int] AS difficulty,
                      random() AS r_title, random() AS r_s1, random() AS r_s2, random() AS r_s3, random() AS r_duration, random() AS r_visibility,
                      random() AS r_price, random() AS r_withdrawn, random() AS r_t1, random() AS r_t2, random() AS r_t3, random() AS r_t4,
                      now() - random() * interval '1000 days' AS created
                 FROM generate_series(1, ${items}) i) d
         JOIN vocabulary v USING (category)
         CROSS JOIN patterns p
         CROSS JOIN LATERAL (SELECT v.topics[1 + floor(d.r_t1 * ${topicsPerCategory})::int] AS t1, v.topics[1 + floor(d.r_t2 * ${topicsPerCategory})::int] AS t2,
                                    v.topics[1 + floor(d.r_t3 * ${topicsPerCategory})::int] AS t3, v.topics[1 + floor(d.r_t4 * ${topicsPerCategory})::int] AS t4) t;
       SELECT setval(pg_get_serial_sequence('content_items', 'id'), ${items})`,
    ],
    [
      'sponsorships',
      `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining, created_at)
       SELECT ${sponsor}, id, 1000, 1000000, 1000000, created_at + interval '1 day'
         FROM content_items WHERE token_price > 0 AND visibility <> 'private' AND withdrawn_at IS NULL ORDER BY random() LIMIT ${SPONSORED_ITEMS}`,
    ],
    [
      'enrollment draw',
      // Content is drawn with a long tail: n is a random rank, and low ranks are drawn far more often.
      `CREATE UNLOGGED TABLE bench_pick AS
         SELECT row_number() OVER (ORDER BY random())::int AS n, id, token_price, teacher_id, duration, created_at FROM content_items WHERE visibility <> 'private';
       CREATE UNIQUE INDEX ON bench_pick (n);
       CREATE UNLOGGED TABLE bench_pairs AS
         SELECT DISTINCT s, n FROM (
           SELECT ${firstStudent + 1} + floor(random() * ${students - 1})::int AS s,
                  1 + floor(power(random(), 2.5) * (SELECT count(*) FROM bench_pick))::int AS n
             FROM generate_series(1, ${Math.ceil(randomEnrollments * 1.05)})) r;
       INSERT INTO bench_pairs (s, n) SELECT ${heavy}, n FROM bench_pick ORDER BY n LIMIT ${HEAVY_STUDENT_ENROLLMENTS}`,
    ],
    [
      'enrollments',
      `INSERT INTO enrollments (student_id, content_id, access_type, tokens_spent, sponsorship_id, progress_percent, current_position, time_spent_seconds,
                               last_accessed, completed_at, created_at)
       SELECT x.s, p.id,
              CASE WHEN p.token_price = 0 THEN 'free' WHEN sp.id IS NOT NULL THEN 'sponsored' ELSE 'token-paid' END,
              CASE WHEN p.token_price > 0 AND sp.id IS NULL THEN p.token_price ELSE 0 END,
              sp.id, g.progress, g.progress * 3, floor(g.progress * p.duration * 0.6)::int,
              CASE WHEN g.progress > 0 THEN g.created + g.r_last * (now() - g.created) END,
              CASE WHEN g.progress = 100 THEN g.created + g.r_last * (now() - g.created) END,
              g.created
         FROM ((SELECT s, n FROM bench_pairs WHERE s <> ${heavy} LIMIT ${randomEnrollments})
               UNION ALL (SELECT s, n FROM bench_pairs WHERE s = ${heavy})) x
         JOIN bench_pick p USING (n)
         LEFT JOIN sponsorships sp ON sp.content_id = p.id
         CROSS JOIN LATERAL (
           SELECT CASE WHEN q.r < 0.3 THEN 100 WHEN q.r < 0.8 THEN 1 + floor(random() * 99)::int ELSE 0 END AS progress, random() AS r_last,
                  greatest(p.created_at + interval '1 hour', now() - random() * interval '365 days') AS created
             FROM (SELECT random() AS r WHERE x.s IS NOT NULL) q) g;
       DROP TABLE bench_pairs, bench_pick`,
    ],
    [
      'sponsorship pools',
      `UPDATE sponsorships s SET tokens_remaining = s.token_pool - used.tokens
         FROM (SELECT e.sponsorship_id, sum(c.token_price)::int AS tokens FROM enrollments e JOIN content_items c ON c.id = e.content_id
                WHERE e.sponsorship_id IS NOT NULL GROUP BY e.sponsorship_id) used
        WHERE used.sponsorship_id = s.id`,
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
               SELECT c.teacher_id, e.tokens_spent, 'content_sale', 'content:' || e.content_id || ':student:' || e.student_id, e.created_at, 1
                 FROM enrollments e JOIN content_items c ON c.id = e.content_id WHERE e.access_type = 'token-paid') l;
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
      'counters',
      `UPDATE content_items c SET enrollments = e.n, completions = e.done
         FROM (SELECT content_id, count(*)::int AS n, count(completed_at)::int AS done FROM enrollments GROUP BY content_id) e WHERE e.content_id = c.id;
       UPDATE content_items c SET rating_sum = r.total, rating_count = r.n, rating = round(r.total::numeric / r.n, 2)
         FROM (SELECT content_id, sum(stars)::int AS total, count(*)::int AS n FROM ratings GROUP BY content_id) r WHERE r.content_id = c.id;
       UPDATE content_items SET views = enrollments * (2 + floor(random() * 8)::int) + floor(random() * 60)::int WHERE visibility <> 'private';
       UPDATE teacher_profiles tp SET rating_sum = c.total, rating_count = c.n
         FROM (SELECT teacher_id, sum(rating_sum)::int AS total, sum(rating_count)::int AS n FROM content_items GROUP BY teacher_id) c WHERE c.teacher_id = tp.user_id`,
    ],
    [
      'wishlists',
      `INSERT INTO wishlist_items (student_id, name, type, content_id, priority, cost, added_at)
       SELECT w.s, c.title, 'course', c.id, (ARRAY['high','medium','low'])[1 + w.s % 3], c.token_price, now() - random() * interval '90 days'
         FROM (SELECT DISTINCT ${firstStudent} + floor(random() * ${students})::int AS s, 1 + floor(random() * ${items})::int AS content_id
                 FROM generate_series(1, ${Math.floor(students / 2)})) w
         JOIN content_items c ON c.id = w.content_id AND c.visibility <> 'private'
       ON CONFLICT DO NOTHING`,
    ],
  ];
}

/** The sizes the content benchmark seeds with, as recorded in the schema. */
export const contentSeedRecord = (options: ContentBenchOptions): SeedRecord => ({
  table: 'bench_content_seed',
  sizes: { items: options.items, enrollments: options.enrollments, students: options.students, teachers: options.teachers },
});

/**
 * Seeds the (migrated, empty) schema with set-based SQL: teachers, students, the catalogue, a long
 * tail of enrollments with one student holding exactly 200, purchases on both ledgers, ratings,
 * counters that equal their rows, and wishlists. Secondary indexes are dropped for the load and
 * rebuilt from their own definitions afterwards. Logs each step and its time.
 */
export async function seedContent(options: ContentBenchOptions, schema: string, log: (line: string) => void): Promise<void> {
  const load = { bulkTables: BULK_TABLES, statements: seedStatements(options), record: contentSeedRecord(options), vacuumTables: SEEDED_TABLES };
  await bulkSeed(options.databaseUrl, schema, load, log, async (client) => {
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM content_items)::int AS items, (SELECT count(*) FROM enrollments)::int AS enrollments,
                (SELECT count(*) FROM enrollments WHERE student_id = $1)::int AS heavy`,
        [heavyStudentId(options)],
      )
    ).rows[0];
    if (counts.items !== options.items || counts.enrollments !== options.enrollments || counts.heavy !== HEAVY_STUDENT_ENROLLMENTS) {
      throw new Error(`Seeding made ${JSON.stringify(counts)}, not ${options.items} items, ${options.enrollments} enrollments and ${HEAVY_STUDENT_ENROLLMENTS} for the heavy student`);
    }
  });
}
