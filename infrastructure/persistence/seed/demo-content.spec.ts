import type { DataSource } from 'typeorm';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES } from '../../../domain/content/content-taxonomy';
import { startEmbeddedDatabase, type RunningDatabase } from '../embedded-database';
import { openDataSource } from '../open-data-source';
import { DEMO_CONTENT, DEMO_TEACHERS } from './demo-content.data';
import { videoSeconds } from './demo-content-kit';
import { seedDemoSchool } from './demo-school';

jest.setTimeout(120_000);

describe('the demo catalogue', () => {
  it('covers every category, type and difficulty, with each category offering every type', () => {
    expect(DEMO_CONTENT.length).toBeGreaterThanOrEqual(40);
    for (const category of CONTENT_CATEGORIES) {
      for (const type of CONTENT_TYPES) expect(DEMO_CONTENT.some((item) => item.category === category && item.type === type)).toBe(true);
    }
    for (const difficulty of DIFFICULTIES) expect(DEMO_CONTENT.some((item) => item.difficulty === difficulty)).toBe(true);
    expect(new Set(DEMO_CONTENT.map((item) => item.title)).size).toBe(DEMO_CONTENT.length);
    for (const teacher of DEMO_TEACHERS) expect(DEMO_CONTENT.filter((item) => item.teacher === teacher.key).length).toBeGreaterThanOrEqual(8);
  });

  it('has free to 200-token prices, premium and private items, and descriptions long enough to be cut in the preview', () => {
    const prices = DEMO_CONTENT.map((item) => item.tokenPrice);
    expect(Math.min(...prices)).toBe(0);
    expect(Math.max(...prices)).toBe(200);
    expect(DEMO_CONTENT.filter((item) => item.visibility === 'premium').length).toBeGreaterThanOrEqual(5);
    expect(DEMO_CONTENT.filter((item) => item.visibility === 'private').length).toBeGreaterThanOrEqual(2);
    expect(DEMO_CONTENT.filter((item) => item.description.length > 200).length).toBeGreaterThanOrEqual(5);
    for (const item of DEMO_CONTENT) {
      expect(item.description.length).toBeLessThanOrEqual(5000);
      expect(item.title.length).toBeLessThanOrEqual(200);
      expect(item.tags.length).toBeGreaterThan(0);
      expect(item.duration).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds playable content: videos with chapters, real quizzes, documents with sections, interactive steps', () => {
    for (const item of DEMO_CONTENT) {
      switch (item.type) {
        case 'video': {
          expect(item.contentData.videoUrl).toMatch(/^https:\/\/commondatastorage\.googleapis\.com\/gtv-videos-bucket\/sample\/\w+\.mp4$/);
          const starts = item.contentData.chapters.map((chapter) => chapter.startSeconds);
          expect(starts[0]).toBe(0);
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          expect(Math.max(...starts)).toBeLessThan(videoSeconds(item.contentData));
          break;
        }
        case 'quiz': {
          const { questions, passPercent } = item.contentData;
          expect(passPercent).toBeGreaterThan(0);
          expect(questions.length).toBeGreaterThanOrEqual(4);
          expect(questions.length).toBeLessThanOrEqual(8);
          expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
          for (const question of questions) {
            expect(question.choices.length).toBeGreaterThanOrEqual(3);
            expect(question.choices.length).toBeLessThanOrEqual(4);
            expect(new Set(question.choices).size).toBe(question.choices.length);
            expect(question.answerIndex).toBeGreaterThanOrEqual(0);
            expect(question.answerIndex).toBeLessThan(question.choices.length);
            expect(question.explanation.length).toBeGreaterThan(10);
          }
          break;
        }
        case 'document':
          expect(item.contentData.sections.length).toBeGreaterThanOrEqual(3);
          expect(item.contentData.sections.length).toBeLessThanOrEqual(6);
          for (const section of item.contentData.sections) expect(section.body.length).toBeGreaterThan(100);
          break;
        case 'interactive':
          expect(item.contentData.steps.length).toBeGreaterThanOrEqual(3);
          expect(item.contentData.steps.length).toBeLessThanOrEqual(6);
          for (const { task } of item.contentData.steps) {
            if (task) expect(task.answerIndex).toBeLessThan(task.choices.length);
          }
          break;
      }
    }
  });
});

describe('the seeded demo school', () => {
  let database: RunningDatabase;
  let dataSource: DataSource;
  const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => dataSource.query(sql, params);
  const now = new Date();

  beforeAll(async () => {
    database = await startEmbeddedDatabase(null, 5);
    dataSource = await openDataSource(database.url, null, 2);
    const hasher = { hash: async (password: string) => `plain:${password}`, verify: async () => true, verifyDummy: async () => undefined };
    const started = Date.now();
    await seedDemoSchool(dataSource, hasher, now);
    // Hashing aside, the whole school is written in a few seconds even on the embedded database.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.stop();
  });

  it('writes the catalogue from four teachers, with profiles', async () => {
    const teachers = await rows<{ username: string; items: number; department: string; bio: string; subjects: string[] }>(
      `SELECT u.username, count(c.id)::int AS items, tp.department, tp.bio, tp.subjects
         FROM users u JOIN teacher_profiles tp ON tp.user_id = u.id LEFT JOIN content_items c ON c.teacher_id = u.id
        WHERE u.user_role = 'teacher' GROUP BY u.username, tp.department, tp.bio, tp.subjects`,
    );
    expect(teachers.map((t) => t.username).sort()).toEqual(DEMO_TEACHERS.map((t) => t.account.username).sort());
    for (const teacher of teachers) {
      expect(teacher.items).toBeGreaterThan(0);
      expect(teacher.department && teacher.bio && teacher.subjects.length).toBeTruthy();
    }
    expect((await rows(`SELECT id FROM content_items`)).length).toBe(DEMO_CONTENT.length);
  });

  it('keeps the content counters equal to the rows they count', async () => {
    const mismatches = await rows(
      `SELECT c.id, c.title FROM content_items c
         LEFT JOIN LATERAL (SELECT count(*)::int AS n, count(completed_at)::int AS done FROM enrollments e WHERE e.content_id = c.id) e ON true
         LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(stars), 0)::int AS total FROM ratings r WHERE r.content_id = c.id) r ON true
        WHERE c.enrollments <> e.n OR c.completions <> e.done OR c.rating_count <> r.n OR c.rating_sum <> r.total
           OR c.rating <> CASE WHEN r.n = 0 THEN 0 ELSE round(r.total::numeric / r.n, 2) END
           OR c.views < c.enrollments OR (c.visibility = 'private' AND (c.views > 0 OR c.enrollments > 0))`,
    );
    expect(mismatches).toEqual([]);
    expect((await rows(`SELECT 1 FROM ratings r LEFT JOIN enrollments e USING (student_id, content_id) WHERE e.id IS NULL`)).length).toBe(0);
  });

  it("keeps each teacher's ratings and earnings equal to their content's", async () => {
    const mismatches = await rows(
      `SELECT tp.user_id FROM teacher_profiles tp
         LEFT JOIN LATERAL (SELECT coalesce(sum(rating_sum), 0)::int AS total, coalesce(sum(rating_count), 0)::int AS n FROM content_items c WHERE c.teacher_id = tp.user_id) c ON true
         LEFT JOIN LATERAL (SELECT coalesce(sum(e.tokens_spent), 0)::int AS spent FROM enrollments e JOIN content_items c ON c.id = e.content_id
                             WHERE c.teacher_id = tp.user_id AND e.access_type = 'token-paid') e ON true
         LEFT JOIN LATERAL (SELECT coalesce(sum(delta), 0)::int AS sold FROM token_ledger l WHERE l.user_id = tp.user_id AND l.reason = 'content_sale') l ON true
        WHERE tp.rating_sum <> c.total OR tp.rating_count <> c.n OR tp.total_earnings <> e.spent OR tp.total_earnings <> l.sold`,
    );
    expect(mismatches).toEqual([]);
    const [{ earned }] = await rows<{ earned: number }>(`SELECT sum(total_earnings)::int AS earned FROM teacher_profiles`);
    expect(earned).toBeGreaterThan(0);
  });

  it("keeps every user's token ledger equal to the balance, with running balances", async () => {
    expect(
      await rows(
        `SELECT u.id, u.token_balance, l.total FROM users u
           LEFT JOIN (SELECT user_id, sum(delta)::int AS total FROM token_ledger GROUP BY user_id) l ON l.user_id = u.id
          WHERE u.token_balance <> coalesce(l.total, 0)`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT id FROM (SELECT id, balance_after, sum(delta) OVER (PARTITION BY user_id ORDER BY created_at, id) AS running FROM token_ledger) l
          WHERE balance_after <> running`,
      ),
    ).toEqual([]);
  });

  it('pays for enrollments by their access type: free, sponsored from the pool, or a purchase on both ledgers', async () => {
    expect(
      await rows(
        `SELECT e.id FROM enrollments e JOIN content_items c ON c.id = e.content_id
          WHERE NOT ((e.access_type = 'free' AND c.token_price = 0 AND e.tokens_spent = 0 AND e.sponsorship_id IS NULL)
                  OR (e.access_type = 'sponsored' AND c.token_price > 0 AND e.tokens_spent = 0 AND e.sponsorship_id IS NOT NULL)
                  OR (e.access_type = 'token-paid' AND e.tokens_spent = c.token_price AND e.sponsorship_id IS NULL))
             OR c.visibility = 'private' OR e.created_at <= c.created_at`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT e.id FROM enrollments e
          WHERE e.access_type = 'token-paid' AND (
            (SELECT count(*) FROM token_ledger l WHERE l.user_id = e.student_id AND l.reason = 'content_purchase' AND l.reference = 'content:' || e.content_id AND l.delta = -e.tokens_spent) <> 1
            OR (SELECT count(*) FROM token_ledger l JOIN content_items c ON c.teacher_id = l.user_id WHERE c.id = e.content_id AND l.reason = 'content_sale'
                  AND l.reference = 'content:' || e.content_id || ':student:' || e.student_id AND l.delta = e.tokens_spent) <> 1)`,
      ),
    ).toEqual([]);
    const [purchases] = await rows<{ paid: number; purchases: number; sales: number }>(
      `SELECT (SELECT count(*)::int FROM enrollments WHERE access_type = 'token-paid') AS paid,
              (SELECT count(*)::int FROM token_ledger WHERE reason = 'content_purchase') AS purchases,
              (SELECT count(*)::int FROM token_ledger WHERE reason = 'content_sale') AS sales`,
    );
    expect(purchases.paid).toBeGreaterThan(10);
    expect(purchases).toEqual({ paid: purchases.paid, purchases: purchases.paid, sales: purchases.paid });
    const sponsorships = await rows<{ pool: number; remaining: number; price: number; sponsored: number }>(
      `SELECT s.token_pool AS pool, s.tokens_remaining AS remaining, c.token_price AS price,
              (SELECT count(*)::int FROM enrollments e WHERE e.sponsorship_id = s.id) AS sponsored
         FROM sponsorships s JOIN content_items c ON c.id = s.content_id`,
    );
    expect(sponsorships).toHaveLength(1);
    const [sponsorship] = sponsorships;
    expect(sponsorship.pool - sponsorship.remaining).toBe(sponsorship.price * sponsorship.sponsored);
    expect(sponsorship.remaining).toBeGreaterThanOrEqual(sponsorship.price);
    expect(sponsorship.price).toBeGreaterThan(0);
  });

  it('keeps progress, time, sessions and quiz scores consistent within each enrollment', async () => {
    expect(
      await rows(
        `SELECT e.id FROM enrollments e
           LEFT JOIN LATERAL (SELECT coalesce(sum(seconds), 0)::int AS seconds, max(created_at) AS last FROM study_sessions s
                               WHERE s.student_id = e.student_id AND s.content_id = e.content_id) s ON true
           LEFT JOIN LATERAL (SELECT count(*)::int AS n, max(score) AS best, max(max_score) AS max_score, max(created_at) AS last FROM quiz_attempts q
                               WHERE q.student_id = e.student_id AND q.content_id = e.content_id) q ON true
           JOIN content_items c ON c.id = e.content_id
          WHERE e.time_spent_seconds <> s.seconds
             OR (e.completed_at IS NULL) <> (e.progress_percent < 100)
             OR (e.completed_at IS NOT NULL AND (e.completed_at < e.created_at OR e.completed_at > now()))
             OR e.last_accessed IS DISTINCT FROM (SELECT max(t) FROM unnest(ARRAY[s.last, q.last]) t)
             OR (c.type = 'quiz' AND ((q.n > 0) <> (e.completed_at IS NOT NULL) OR e.quiz_score IS DISTINCT FROM q.best OR e.quiz_max_score IS DISTINCT FROM q.max_score))
             OR (c.type <> 'quiz' AND (q.n > 0 OR e.quiz_score IS NOT NULL))`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT id FROM study_sessions WHERE seconds NOT BETWEEN 1 AND 3600 OR local_date <> (created_at AT TIME ZONE 'UTC')::date
            OR day_part <> CASE WHEN extract(hour FROM created_at AT TIME ZONE 'UTC') >= 5 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 12 THEN 'morning'
                                WHEN extract(hour FROM created_at AT TIME ZONE 'UTC') >= 12 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 17 THEN 'afternoon'
                                WHEN extract(hour FROM created_at AT TIME ZONE 'UTC') >= 17 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 22 THEN 'evening'
                                ELSE 'night' END`,
      ),
    ).toEqual([]);
    // Every attempt is marked against the quiz's own answers.
    const attempts = await rows<{ score: number; max_score: number; answers: number[]; content_data: { questions: Array<{ answerIndex: number }> } }>(
      `SELECT q.score, q.max_score, q.answers, c.content_data FROM quiz_attempts q JOIN content_items c ON c.id = q.content_id`,
    );
    expect(attempts.length).toBeGreaterThan(5);
    for (const attempt of attempts) {
      const { questions } = attempt.content_data;
      expect(attempt.max_score).toBe(questions.length);
      expect(attempt.score).toBe(questions.filter((question, index) => attempt.answers[index] === question.answerIndex).length);
    }
  });

  it('keeps the game counters equal to the completions, sessions and XP', async () => {
    expect(
      await rows(
        `SELECT a.user_id FROM activity_totals a
           LEFT JOIN LATERAL (SELECT count(*)::int AS done, count(*) FILTER (WHERE c.type = 'video')::int AS videos, count(*) FILTER (WHERE c.type = 'quiz')::int AS quizzes
                                FROM enrollments e JOIN content_items c ON c.id = e.content_id WHERE e.student_id = a.user_id AND e.completed_at IS NOT NULL) e ON true
           LEFT JOIN LATERAL (SELECT coalesce(sum(study_minutes), 0)::int AS minutes FROM daily_activity d WHERE d.user_id = a.user_id) d ON true
          WHERE a.completed_courses <> e.done OR a.videos_watched <> e.videos OR a.quizzes_completed <> e.quizzes OR a.total_study_minutes <> d.minutes`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT d.user_id, d.local_date FROM daily_activity d
           LEFT JOIN LATERAL (SELECT coalesce(sum(seconds), 0)::int AS seconds FROM study_sessions s WHERE s.student_id = d.user_id AND s.local_date = d.local_date) s ON true
           LEFT JOIN LATERAL (SELECT count(*)::int AS done, count(*) FILTER (WHERE c.type = 'video')::int AS videos, count(*) FILTER (WHERE c.type = 'quiz')::int AS quizzes
                                FROM enrollments e JOIN content_items c ON c.id = e.content_id
                               WHERE e.student_id = d.user_id AND (e.completed_at AT TIME ZONE 'UTC')::date = d.local_date) e ON true
          WHERE d.study_seconds <> s.seconds OR d.study_minutes <> d.study_seconds / 60
             OR d.courses_completed <> e.done OR d.videos_watched <> e.videos OR d.quizzes_completed <> e.quizzes`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT g.user_id FROM gaming_profiles g
           LEFT JOIN (SELECT user_id, sum(amount)::int AS xp FROM xp_ledger GROUP BY user_id) x ON x.user_id = g.user_id
          WHERE g.xp <> coalesce(x.xp, 0) OR g.level <> g.xp / 100 + 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `SELECT e.id FROM enrollments e JOIN content_items c ON c.id = e.content_id
          WHERE e.completed_at IS NOT NULL AND (SELECT count(*) FROM xp_ledger x WHERE x.user_id = e.student_id AND x.source = 'course_completed'
                  AND x.reference = 'content:' || e.content_id AND x.amount = 100 + CASE c.type WHEN 'video' THEN 20 WHEN 'quiz' THEN 30 ELSE 0 END) <> 1`,
      ),
    ).toEqual([]);
    const [{ completionRows, completed }] = await rows<{ completionRows: number; completed: number }>(
      `SELECT (SELECT count(*)::int FROM xp_ledger WHERE source = 'course_completed') AS "completionRows",
              (SELECT count(*)::int FROM enrollments WHERE completed_at IS NOT NULL) AS completed`,
    );
    expect(completionRows).toBe(completed);
  });

  it('gives the demo student courses at different stages, today’s quiz, a wishlist and an affordable premium quiz still to buy', async () => {
    const [student] = await rows<{ id: number; token_balance: number; xp: number; level: number }>(
      `SELECT u.id, u.token_balance, g.xp, g.level FROM users u JOIN gaming_profiles g ON g.user_id = u.id WHERE u.username = 'demo_student'`,
    );
    expect(student).toMatchObject({ token_balance: 120, xp: 280, level: 3 });
    const courses = await rows<{ progress_percent: number; completed_at: Date | null; access_type: string; visibility: string }>(
      `SELECT e.progress_percent, e.completed_at, e.access_type, c.visibility FROM enrollments e JOIN content_items c ON c.id = e.content_id WHERE e.student_id = $1`,
      [student.id],
    );
    const active = courses.filter((course) => course.completed_at === null);
    expect(new Set(active.map((course) => course.progress_percent)).size).toBeGreaterThanOrEqual(2);
    expect(courses.filter((course) => course.completed_at !== null).length).toBeGreaterThanOrEqual(1);
    expect(courses.some((course) => course.access_type === 'token-paid')).toBe(true);
    expect(courses.some((course) => course.visibility === 'premium')).toBe(false);

    const affordable = await rows(
      `SELECT c.id FROM content_items c
        WHERE c.visibility = 'premium' AND c.type = 'quiz' AND c.token_price BETWEEN 1 AND 100
          AND NOT EXISTS (SELECT 1 FROM sponsorships s WHERE s.content_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.content_id = c.id AND e.student_id = $1)`,
      [student.id],
    );
    expect(affordable.length).toBeGreaterThanOrEqual(1);

    const [today] = await rows<{ study_minutes: number; quizzes_completed: number; logged_in: boolean }>(
      `SELECT study_minutes, quizzes_completed, logged_in FROM daily_activity WHERE user_id = $1 AND local_date = $2`,
      [student.id, now.toISOString().slice(0, 10)],
    );
    expect(today).toEqual({ study_minutes: 20, quizzes_completed: 1, logged_in: false });

    const wishes = await rows<{ type: string; content_id: number | null }>(`SELECT type, content_id FROM wishlist_items WHERE student_id = $1`, [student.id]);
    expect(wishes.some((wish) => wish.type === 'course' && wish.content_id !== null)).toBe(true);
    expect(wishes.some((wish) => wish.type === 'reward')).toBe(true);
  });

  it('gives every classmate several enrollments', async () => {
    const counts = await rows<{ n: number }>(
      `SELECT count(e.id)::int AS n FROM users u LEFT JOIN enrollments e ON e.student_id = u.id WHERE u.user_role = 'student' AND u.username <> 'demo_student' GROUP BY u.id`,
    );
    expect(counts).toHaveLength(30);
    for (const { n } of counts) expect(n).toBeGreaterThanOrEqual(3);
  });
});
