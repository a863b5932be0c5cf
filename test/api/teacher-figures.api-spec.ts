import request from 'supertest';
import { RECOUNT_TEACHER_FIGURES } from '../../infrastructure/persistence/migrations/1764201600000-teacher-figures';
import { type ApiClient, signedInClient } from '../support/api-client';
import { type ApiDocument, departures } from '../support/api-document';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { HonestLearner } from '../support/honest-learner';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';

/**
 * The teacher's figures against a school built by hand through the API, every expected value worked
 * out below from what the fixture did.
 *
 * Teacher Ada lives in New York. Now is 2026-11-01 02:00 UTC, still 31 October 22:00 there, so "this
 * month" is October in New York: from 1 October 04:00 UTC to 1 November 04:00 UTC.
 *
 * Her content: c1 'Fractions Made Fun' (free video), c2 'Premium Algebra' (document of ten short sections, 30 tokens),
 * c3 'Private Notes' (private document, nobody enrolled), c4 'Old Geometry' (video, 10 tokens,
 * withdrawn after its enrollments). Teacher Ben has one course b1 (5 tokens).
 *
 * Enrollments in Ada's content (newest last) and the sales, on the ledger at the same instants:
 *   e1 Zoe  c4  2026-09-20 12:00  10 tokens   September in New York
 *   e2 Zoe  c1  2026-09-25 12:00  free
 *   e3 Zoe  c2  2026-10-01 03:00  30 tokens   October in UTC, still 30 September in New York
 *   e8 Noah c1  2026-10-05 12:00  free
 *   e4 Liam c1  2026-10-10 12:00  free
 *   e5 Mia  c2  2026-10-15 12:00  30 tokens   October
 *   e6 Liam c2  2026-10-20 12:00  30 tokens   October
 *   e7 Mia  c4  2026-11-01 01:00  10 tokens   November in UTC, still October in New York
 * (and Mia in Ben's b1 on 2026-10-16 12:00, 5 tokens).
 *   Ada earned 110 in all; this month (October, New York) 30 + 30 + 10 = 70 from 3 sales; September 40 from 2.
 *
 * Progress: Zoe c1 100 % with 600 s on 10-31 12:00 (completes); Zoe c2 40 % with 300 s on 10-31 13:00;
 * Liam c1 20 % with 120 s on 10-25 02:00, exactly 7 days before now; Mia c2 50 % with 180 s on 10-28 12:00.
 *   started 4 (c1: Zoe, Liam; c2: Zoe, Mia), complete 1, in progress 3, not started 4 (Noah c1, Liam c2,
 *   Zoe c4, Mia c4); progress 100 + 20 + 40 + 50 = 210 over 8 enrollments = 26 %; 1200 s = 20 minutes.
 * Active (last enrolled or worked within 7 days): Zoe (10-31), Liam (10-25 02:00, the edge), Mia (e7):
 *   3 of 4; Noah's only act was enrolling on 10-05.
 * Views (once per student per day): c1 by the four students (4), c2 by the four and by Zoe and Liam
 *   again the next day (6), c4 by Zoe and Mia (2): 12.
 *   enrollment rate 8 / 12 = 67 %, completion rate 1 / 8 = 13 %.
 * Ratings: Zoe c1 5 then 4 (replaced), Liam c1 2, Zoe c2 5, Mia c2 5 (and Mia b1 1 for Ben):
 *   5★ 2, 4★ 1, 3★ 0, 2★ 1, 1★ 0; 16 / 4 = 4.0.
 */

const NOW = '2026-11-01T02:00:00.000Z';
/** Ten sections of one word: each is read in the 3-second minimum. */
const ALGEBRA_SECTIONS = { sections: Array.from({ length: 10 }, (_, index) => ({ heading: `Step ${index + 1}`, body: 'Short.' })) };
const TEACHERS_ONLY = 'This dashboard is only available for teachers.';

describe("the teacher's figures (API)", () => {
  let t: TestApp;
  let content: ContentFixtures;
  let learning: LearningFixtures;
  let game: GameFixtures;
  let ada: ApiClient;
  let ben: ApiClient;
  let adaId: number;
  let benId: number;
  const c = { c1: 0, c2: 0, c3: 0, c4: 0, b1: 0 };
  const s = {} as Record<'zoe' | 'liam' | 'mia' | 'noah', { client: ApiClient; id: number; username: string }>;
  const e = {} as Record<'e1' | 'e2' | 'e3' | 'e4' | 'e5' | 'e6' | 'e7' | 'e8', number>;

  async function student(key: keyof typeof s, firstName: string, lastName: string) {
    const { client, account } = await signedInClient(t.app, { firstName, lastName, username: `${firstName.toLowerCase()}_${String(Math.random()).slice(2, 10)}` });
    await game.grantTokens(account.user.id, 100);
    s[key] = { client, id: account.user.id, username: account.user.username };
  }

  /** Enrolls through the API at `at`, and puts the sale's ledger rows at the same instant. */
  async function enrollAt(key: keyof typeof s, contentId: number, at: string): Promise<number> {
    t.clock.set(at);
    const response = await s[key].client.post(`/api/content-items/${contentId}/enroll`, {}).expect(201);
    await t.dataSource.query(
      `UPDATE token_ledger SET created_at = $3
        WHERE (reason = 'content_sale' AND reference = $1) OR (reason = 'content_purchase' AND reference = $2 AND user_id = $4)`,
      [`content:${contentId}:student:${s[key].id}`, `content:${contentId}`, at, s[key].id],
    );
    return response.body.data.enrollment.id;
  }

  /** Watches the video from its start until `at`, `seconds` long, and reaches `position` (at most 2× playback). */
  async function watchAt(key: keyof typeof s, contentId: number, at: string, position: number, seconds: number) {
    t.clock.set(at);
    t.clock.advance(-seconds);
    const learner = new HonestLearner(s[key].client, t.clock, contentId);
    await learner.open(0);
    await learner.spend(seconds, { currentPosition: position });
  }

  /** Reads the first `sections` sections (3 s of reading each) until `at`, `seconds` long, the first one longest. */
  async function readAt(key: keyof typeof s, contentId: number, at: string, sections: number, seconds: number) {
    t.clock.set(at);
    t.clock.advance(-seconds);
    const learner = new HonestLearner(s[key].client, t.clock, contentId);
    await learner.open(0);
    await learner.spend(seconds - 3 * (sections - 1), { currentPosition: 1 });
    for (let section = 2; section <= sections; section++) await learner.spend(3, { currentPosition: section });
  }

  async function rate(key: keyof typeof s, contentId: number, rating: number) {
    await s[key].client.put(`/api/student/content/${contentId}/rating`, { rating }).expect(200);
  }

  async function view(key: keyof typeof s, contentId: number) {
    await s[key].client.get(`/api/content-items/${contentId}`).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ random: new ScriptedRandom(0.99).source });
    content = new ContentFixtures(t.app, t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    game = new GameFixtures(t.dataSource);
    const adaSession = await content.teacher({ firstName: 'Ada', lastName: 'Teach', timeZone: 'America/New_York' });
    ada = adaSession.client;
    adaId = adaSession.account.user.id;
    const benSession = await content.teacher({ firstName: 'Ben', lastName: 'Other', timeZone: 'UTC' });
    ben = benSession.client;
    benId = benSession.account.user.id;

    c.c1 = await content.content(adaId, { title: 'Fractions Made Fun', createdAt: new Date('2026-09-01T10:00:00Z') });
    c.c2 = await content.content(adaId, {
      title: 'Premium Algebra',
      type: 'document',
      category: 'math',
      difficulty: 'intermediate',
      tokenPrice: 30,
      visibility: 'premium',
      contentData: ALGEBRA_SECTIONS,
      createdAt: new Date('2026-09-02T10:00:00Z'),
    });
    c.c3 = await content.content(adaId, {
      title: 'Private Notes',
      type: 'document',
      category: 'history',
      visibility: 'private',
      contentData: { sections: [{ heading: 'One', body: 'First.' }] },
      createdAt: new Date('2026-09-03T10:00:00Z'),
    });
    c.c4 = await content.content(adaId, { title: 'Old Geometry', tokenPrice: 10, createdAt: new Date('2026-08-01T10:00:00Z') });
    c.b1 = await content.content(benId, { title: "Ben's Fractions", tokenPrice: 5, createdAt: new Date('2026-09-04T10:00:00Z') });

    await student('zoe', 'Zoe', 'Quinn');
    await student('liam', 'Liam', 'Park');
    await student('mia', 'Mia', 'Stone');
    await student('noah', 'Noah', 'Fields');

    t.clock.set('2026-09-10T12:00:00.000Z');
    for (const key of ['zoe', 'liam', 'mia', 'noah'] as const) await view(key, c.c1);
    for (const key of ['zoe', 'liam', 'mia', 'noah'] as const) await view(key, c.c2);
    await view('zoe', c.c4);
    await view('mia', c.c4);
    t.clock.set('2026-09-11T12:00:00.000Z');
    for (const key of ['zoe', 'liam'] as const) await view(key, c.c2);

    e.e1 = await enrollAt('zoe', c.c4, '2026-09-20T12:00:00.000Z');
    e.e2 = await enrollAt('zoe', c.c1, '2026-09-25T12:00:00.000Z');
    e.e3 = await enrollAt('zoe', c.c2, '2026-10-01T03:00:00.000Z');
    e.e8 = await enrollAt('noah', c.c1, '2026-10-05T12:00:00.000Z');
    e.e4 = await enrollAt('liam', c.c1, '2026-10-10T12:00:00.000Z');
    e.e5 = await enrollAt('mia', c.c2, '2026-10-15T12:00:00.000Z');
    await enrollAt('mia', c.b1, '2026-10-16T12:00:00.000Z');
    e.e6 = await enrollAt('liam', c.c2, '2026-10-20T12:00:00.000Z');
    e.e7 = await enrollAt('mia', c.c4, '2026-11-01T01:00:00.000Z');
    await learning.withdraw(c.c4);

    await watchAt('liam', c.c1, '2026-10-25T02:00:00.000Z', 180, 120); // 20 % of the 15-minute video
    await readAt('mia', c.c2, '2026-10-28T12:00:00.000Z', 5, 180);
    await watchAt('zoe', c.c1, '2026-10-31T12:00:00.000Z', 900, 600);
    await readAt('zoe', c.c2, '2026-10-31T13:00:00.000Z', 4, 300);

    t.clock.set(NOW);
    await rate('zoe', c.c1, 5);
    await rate('zoe', c.c1, 4);
    await rate('liam', c.c1, 2);
    await rate('zoe', c.c2, 5);
    await rate('mia', c.c2, 5);
    await rate('mia', c.b1, 1);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  describe('who may ask', () => {
    it.each(['/api/teacher/home', '/api/teacher/content', '/api/teacher/enrollments', '/api/teacher/analytics', '/api/analytics/teacher/content-performance',
      '/api/analytics/teacher/student-progress', '/api/analytics/teacher/earnings-report', '/api/analytics/teacher/engagement-metrics'])(
      'a student is refused %s with 403 and a clear message',
      async (path) => {
        const response = await s.zoe.client.get(path).expect(403);
        expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: TEACHERS_ONLY });
      },
    );

    it('a parent is refused the profile change', async () => {
      const { client } = await signedInClient(t.app, { userRole: 'parent' });
      const response = await client.put('/api/teacher/profile', { data: { bio: 'Hi' } }).expect(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: TEACHERS_ONLY });
    });
  });

  describe('GET /teacher/home', () => {
    it("answers the header's profile and figures from the counters", async () => {
      const home = (await ada.get('/api/teacher/home').expect(200)).body.data;
      expect(home).toEqual({
        id: adaId,
        username: expect.any(String),
        firstName: 'Ada',
        lastName: 'Teach',
        avatar: null,
        department: null,
        yearsOfExperience: 0,
        bio: null,
        subjects: [],
        totalEarnings: 110,
        contentCount: 3,
        totalStudents: 4,
        rating: 4,
        ratingCount: 4,
        timeZone: 'America/New_York',
      });
    });

    it("a second teacher sees only their own figures", async () => {
      const home = (await ben.get('/api/teacher/home').expect(200)).body.data;
      expect(home).toMatchObject({ id: benId, firstName: 'Ben', totalEarnings: 5, contentCount: 1, totalStudents: 1, rating: 1, ratingCount: 1 });
    });
  });

  describe('GET /teacher/content', () => {
    it('lists every item of the teacher, private and withdrawn included, newest first, with contentData and counters', async () => {
      const items = (await ada.get('/api/teacher/content').expect(200)).body.data;
      expect(items.map((item: { id: number }) => item.id)).toEqual([c.c3, c.c2, c.c1, c.c4]);
      const [notes, algebra, , geometry] = items;
      expect(notes).toMatchObject({ title: 'Private Notes', visibility: 'private', withdrawn: false, withdrawnAt: null, contentData: { sections: [{ heading: 'One', body: 'First.' }] } });
      expect(algebra).toMatchObject({
        title: 'Premium Algebra',
        views: 6,
        enrollments: 3,
        completions: 0,
        rating: 5,
        ratingCount: 2,
        contentData: ALGEBRA_SECTIONS,
        teacher: { id: adaId, user: { firstName: 'Ada' } },
        analytics: { engagement: { enrollmentRate: 50, completionRate: 0 } },
      });
      expect(geometry).toMatchObject({ title: 'Old Geometry', withdrawn: true, withdrawnAt: expect.any(String), enrollments: 2 });
    });

    it("never shows another teacher's content", async () => {
      const items = (await ben.get('/api/teacher/content').expect(200)).body.data;
      expect(items.map((item: { id: number }) => item.id)).toEqual([c.b1]);
    });
  });

  describe('GET /teacher/analytics', () => {
    it('answers the overview, content stats, ratings with their distribution, and earnings this month in New York and in total', async () => {
      const analytics = (await ada.get('/api/teacher/analytics').expect(200)).body.data;
      expect(analytics).toEqual({
        overview: { totalContent: 3, totalStudents: 4, activeStudents: 3, totalEarnings: 110 },
        contentStats: { totalViews: 12, totalEnrollments: 8, totalCompletions: 1, enrollmentRate: 67, completionRate: 13 },
        ratings: {
          averageRating: 4,
          totalReviews: 4,
          ratingDistribution: [
            { stars: 5, count: 2, percent: 50 },
            { stars: 4, count: 1, percent: 25 },
            { stars: 3, count: 0, percent: 0 },
            { stars: 2, count: 1, percent: 25 },
            { stars: 1, count: 0, percent: 0 },
          ],
        },
        earnings: { thisMonth: 70, total: 110, month: '2026-10', timeZone: 'America/New_York' },
      });
    });

    it('counts the student last active exactly 7 days ago as active, and no longer a second later', async () => {
      t.clock.set('2026-11-01T02:00:01.000Z');
      const analytics = (await ada.get('/api/teacher/analytics').expect(200)).body.data;
      expect(analytics.overview.activeStudents).toBe(2);
    });

    it("moves to the next month at New York's midnight, not at UTC's", async () => {
      t.clock.set('2026-11-01T03:59:59.000Z');
      expect((await ada.get('/api/teacher/analytics').expect(200)).body.data.earnings).toMatchObject({ month: '2026-10', thisMonth: 70 });
      t.clock.set('2026-11-01T04:00:00.000Z');
      expect((await ada.get('/api/teacher/analytics').expect(200)).body.data.earnings).toMatchObject({ month: '2026-11', thisMonth: 0, total: 110 });
    });

    it('a teacher in UTC counts the same instants in other months', async () => {
      await t.dataSource.query(`UPDATE users SET time_zone = 'UTC' WHERE id = $1`, [adaId]);
      try {
        // UTC's November holds e7 only; October holds e3, e5 and e6
        expect((await ada.get('/api/teacher/analytics').expect(200)).body.data.earnings).toEqual({ thisMonth: 10, total: 110, month: '2026-11', timeZone: 'UTC' });
      } finally {
        await t.dataSource.query(`UPDATE users SET time_zone = 'America/New_York' WHERE id = $1`, [adaId]);
      }
    });

    it("the second teacher's analytics hold only their own course", async () => {
      const analytics = (await ben.get('/api/teacher/analytics').expect(200)).body.data;
      expect(analytics).toEqual({
        overview: { totalContent: 1, totalStudents: 1, activeStudents: 0, totalEarnings: 5 },
        contentStats: { totalViews: 0, totalEnrollments: 1, totalCompletions: 0, enrollmentRate: 0, completionRate: 0 },
        ratings: {
          averageRating: 1,
          totalReviews: 1,
          ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 1 ? 1 : 0, percent: stars === 1 ? 100 : 0 })),
        },
        earnings: { thisMonth: 0, total: 5, month: '2026-11', timeZone: 'UTC' },
      });
    });
  });

  describe('the teacher analytics calls', () => {
    it('content-performance: every item with its rates, most enrollments first, and the totals', async () => {
      const report = (await ada.get('/api/analytics/teacher/content-performance').expect(200)).body.data;
      expect(report.totals).toEqual({ totalViews: 12, totalEnrollments: 8, totalCompletions: 1, enrollmentRate: 67, completionRate: 13 });
      expect(report.items).toEqual([
        {
          contentId: c.c2, title: 'Premium Algebra', type: 'document', category: 'math', visibility: 'premium', withdrawn: false,
          views: 6, enrollments: 3, completions: 0, enrollmentRate: 50, completionRate: 0, averageProgress: 30, rating: 5, ratingCount: 2, tokensEarned: 90,
        },
        {
          contentId: c.c1, title: 'Fractions Made Fun', type: 'video', category: 'math', visibility: 'public', withdrawn: false,
          views: 4, enrollments: 3, completions: 1, enrollmentRate: 75, completionRate: 33, averageProgress: 40, rating: 3, ratingCount: 2, tokensEarned: 0,
        },
        {
          contentId: c.c4, title: 'Old Geometry', type: 'video', category: 'math', visibility: 'public', withdrawn: true,
          views: 2, enrollments: 2, completions: 0, enrollmentRate: 100, completionRate: 0, averageProgress: 0, rating: 0, ratingCount: 0, tokensEarned: 20,
        },
        {
          contentId: c.c3, title: 'Private Notes', type: 'document', category: 'history', visibility: 'private', withdrawn: false,
          views: 0, enrollments: 0, completions: 0, enrollmentRate: 0, completionRate: 0, averageProgress: 0, rating: 0, ratingCount: 0, tokensEarned: 0,
        },
      ]);
    });

    it('student-progress: students active and inactive, enrollments by status, overall and per content', async () => {
      const report = (await ada.get('/api/analytics/teacher/student-progress').expect(200)).body.data;
      expect(report).toEqual({
        students: { total: 4, active: 3, inactive: 1 },
        enrollments: { total: 8, complete: 1, inProgress: 3, notStarted: 4, averageProgress: 26, totalTimeSpentMinutes: 20 },
        byContent: [
          { contentId: c.c2, title: 'Premium Algebra', enrollments: 3, complete: 0, inProgress: 2, notStarted: 1, averageProgress: 30 },
          { contentId: c.c1, title: 'Fractions Made Fun', enrollments: 3, complete: 1, inProgress: 1, notStarted: 1, averageProgress: 40 },
          { contentId: c.c4, title: 'Old Geometry', enrollments: 2, complete: 0, inProgress: 0, notStarted: 2, averageProgress: 0 },
        ],
      });
    });

    it('earnings-report: the last 12 months in New York, oldest first, and what each content earned', async () => {
      const report = (await ada.get('/api/analytics/teacher/earnings-report').expect(200)).body.data;
      expect(report).toMatchObject({ timeZone: 'America/New_York', total: 110, thisMonth: 70 });
      expect(report.months.map((m: { month: string }) => m.month)).toEqual([
        '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10',
      ]);
      expect(report.months.slice(-3)).toEqual([
        { month: '2026-08', tokens: 0, sales: 0 },
        { month: '2026-09', tokens: 40, sales: 2 },
        { month: '2026-10', tokens: 70, sales: 3 },
      ]);
      expect(report.byContent).toEqual([
        { contentId: c.c2, title: 'Premium Algebra', tokenPrice: 30, tokensEarned: 90 },
        { contentId: c.c4, title: 'Old Geometry', tokenPrice: 10, tokensEarned: 20 },
      ]);
    });

    it('engagement-metrics: rates, time spent and recent enrollments', async () => {
      const metrics = (await ada.get('/api/analytics/teacher/engagement-metrics').expect(200)).body.data;
      expect(metrics).toEqual({
        totalStudents: 4,
        activeStudents: 3,
        activeRate: 75,
        views: 12,
        enrollments: 8,
        completions: 1,
        enrollmentRate: 67,
        completionRate: 13,
        reviews: 4,
        reviewRate: 50,
        averageProgress: 26,
        totalTimeSpentMinutes: 20,
        averageTimeSpentMinutes: 3, // 1200 s over 8 enrollments: 2.5 minutes
        enrollmentsLast7Days: 1, // e7
        enrollmentsLast30Days: 5, // e8, e4, e5, e6, e7 (from 10-02 02:00)
      });
    });

    it("the second teacher's reports hold only their own course", async () => {
      const performance = (await ben.get('/api/analytics/teacher/content-performance').expect(200)).body.data;
      expect(performance.items.map((item: { contentId: number }) => item.contentId)).toEqual([c.b1]);
      const earnings = (await ben.get('/api/analytics/teacher/earnings-report').expect(200)).body.data;
      expect(earnings).toMatchObject({ total: 5, byContent: [{ contentId: c.b1, tokensEarned: 5 }] });
      const progress = (await ben.get('/api/analytics/teacher/student-progress').expect(200)).body.data;
      expect(progress.students).toEqual({ total: 1, active: 0, inactive: 1 });
    });
  });

  describe('GET /teacher/enrollments', () => {
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id);
    const list = async (client: ApiClient, query: string) => (await client.get(`/api/teacher/enrollments${query}`).expect(200)).body;

    it('answers a page newest first with the total from the counters, and an empty page past the end', async () => {
      const first = await list(ada, '?pageSize=3');
      expect(ids(first)).toEqual([e.e7, e.e6, e.e5]);
      expect(first.meta.pagination).toEqual({ page: 1, pageSize: 3, total: 8, pageCount: 3 });
      expect(ids(await list(ada, '?pageSize=3&page=2'))).toEqual([e.e4, e.e8, e.e3]);
      expect(ids(await list(ada, '?pageSize=3&page=3'))).toEqual([e.e2, e.e1]);
      const past = await list(ada, '?pageSize=3&page=4');
      expect(past).toEqual({ data: [], meta: { pagination: { page: 4, pageSize: 3, total: 8, pageCount: 3 } } });
      expect((await list(ada, '')).meta.pagination).toEqual({ page: 1, pageSize: 20, total: 8, pageCount: 1 });
    });

    it("shows each enrollment with the student, the content, progress, payment, status and the student's activity", async () => {
      const page = await list(ada, '?pageSize=100');
      const row = page.data.find((candidate: { id: number }) => candidate.id === e.e3);
      expect(row).toEqual({
        id: e.e3,
        student: { id: s.zoe.id, firstName: 'Zoe', lastName: 'Quinn', avatar: null, user: { username: s.zoe.username }, lastActive: '2026-10-31T13:00:00.000Z', activity: 'Active' },
        contentItem: { id: c.c2, title: 'Premium Algebra', category: 'math', difficulty: 'intermediate' },
        progress: 40,
        timeSpent: 300,
        completed: false,
        completedAt: null,
        lastAccessed: '2026-10-31T13:00:00.000Z',
        createdAt: '2026-10-01T03:00:00.000Z',
        paymentType: 'tokens',
        tokensSpent: 30,
        status: 'In Progress',
      });
      const words = Object.fromEntries(page.data.map((r: { id: number; status: string; student: { activity: string } }) => [r.id, `${r.status}/${r.student.activity}`]));
      expect(words).toEqual({
        [e.e1]: 'Not Started/Active',
        [e.e2]: 'Complete/Active',
        [e.e3]: 'In Progress/Active',
        [e.e4]: 'In Progress/Active',
        [e.e5]: 'In Progress/Active',
        [e.e6]: 'Not Started/Active',
        [e.e7]: 'Not Started/Active',
        [e.e8]: 'Not Started/Inactive',
      });
      expect(page.data.find((r: { id: number }) => r.id === e.e2)).toMatchObject({ completed: true, completedAt: '2026-10-31T12:00:00.000Z', paymentType: 'free', tokensSpent: 0 });
    });

    it.each([
      ['a last name, any case', '?search=STONE', ['e7', 'e5']],
      ['a first and last name', '?search=mia%20stone', ['e7', 'e5']],
      ['a username', `?search=liam_`, ['e6', 'e4']],
      ['a title', '?search=algebra', ['e6', 'e5', 'e3']],
      ['a word in a title and a name', '?search=on', ['e7', 'e5', 'e4', 'e8', 'e2']], // Fractions, and Mia Stone
      ['padded with spaces', '?search=%20%20quinn%20%20', ['e3', 'e2', 'e1']],
      ['LIKE wildcards taken literally', '?search=%25', []],
      ["another teacher's student", '?search=nobody-here', []],
      ['a content', `?contentId=C1`, ['e4', 'e8', 'e2']],
      ['Complete', '?status=complete', ['e2']],
      ['In Progress', '?status=in-progress', ['e5', 'e4', 'e3']],
      ['Not Started', '?status=not-started', ['e7', 'e6', 'e8', 'e1']],
      ['Active', '?activity=active', ['e7', 'e6', 'e5', 'e4', 'e3', 'e2', 'e1']],
      ['Inactive', '?activity=inactive', ['e8']],
      ['a search with every filter', '?search=quinn&status=not-started&activity=active&contentId=C4', ['e1']],
      ['a filter and a content', '?status=in-progress&contentId=C2', ['e5', 'e3']],
    ])('finds by %s', async (_label, query, expected) => {
      const body = await list(ada, query.replace('C1', String(c.c1)).replace('C2', String(c.c2)).replace('C4', String(c.c4)));
      expect(ids(body)).toEqual(expected.map((key) => e[key as keyof typeof e]));
      expect(body.meta.pagination.total).toBe(expected.length);
    });

    // Ids rise in the order of enrolling: e1 e2 e3 e8 e4 e5 e6 e7. Students by last name: Fields (Noah e8),
    // Park (Liam e4 e6), Quinn (Zoe e1 e2 e3), Stone (Mia e5 e7); titles: Fractions (e2 e8 e4), Old Geometry
    // (e1 e7), Premium Algebra (e3 e5 e6); progress and time spent: e2 100 %/600 s, e5 50/180, e3 40/300,
    // e4 20/120, the rest 0 and never accessed (the oldest access). Ties go by id, in the order's direction.
    it.each([
      ['student', 'asc', ['e8', 'e4', 'e6', 'e1', 'e2', 'e3', 'e5', 'e7']],
      ['student', 'desc', ['e7', 'e5', 'e3', 'e2', 'e1', 'e6', 'e4', 'e8']],
      ['content', 'asc', ['e2', 'e8', 'e4', 'e1', 'e7', 'e3', 'e5', 'e6']],
      ['content', 'desc', ['e6', 'e5', 'e3', 'e7', 'e1', 'e4', 'e8', 'e2']],
      ['progress', 'asc', ['e1', 'e8', 'e6', 'e7', 'e4', 'e3', 'e5', 'e2']],
      ['progress', 'desc', ['e2', 'e5', 'e3', 'e4', 'e7', 'e6', 'e8', 'e1']],
      ['timeSpent', 'asc', ['e1', 'e8', 'e6', 'e7', 'e4', 'e5', 'e3', 'e2']],
      ['timeSpent', 'desc', ['e2', 'e3', 'e5', 'e4', 'e7', 'e6', 'e8', 'e1']],
      ['lastAccessed', 'asc', ['e1', 'e8', 'e6', 'e7', 'e4', 'e5', 'e2', 'e3']],
      ['lastAccessed', 'desc', ['e3', 'e2', 'e5', 'e4', 'e7', 'e6', 'e8', 'e1']],
      ['enrolledAt', 'asc', ['e1', 'e2', 'e3', 'e8', 'e4', 'e5', 'e6', 'e7']],
      ['enrolledAt', 'desc', ['e7', 'e6', 'e5', 'e4', 'e8', 'e3', 'e2', 'e1']],
    ])('sorts by %s %s, ties by id, and pages of 3 neither repeat nor skip a row', async (sort, order, expected) => {
      const wanted = expected.map((key) => e[key as keyof typeof e]);
      expect(ids(await list(ada, `?sort=${sort}&order=${order}&pageSize=100`))).toEqual(wanted);
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(...ids(await list(ada, `?sort=${sort}&order=${order}&pageSize=3&page=${page}`)));
      expect(pages).toEqual(wanted);
    });

    it('sorts a named column ascending when no order is given, and newest first when nothing is asked', async () => {
      expect(ids(await list(ada, '?sort=student&pageSize=3'))).toEqual([e.e8, e.e4, e.e6]);
      expect(ids(await list(ada, '?order=asc&pageSize=3'))).toEqual([e.e1, e.e2, e.e3]);
    });

    it.each([
      ['a filter by student', '?status=not-started&sort=student', ['e8', 'e6', 'e1', 'e7']],
      ['a filter by progress, backwards', '?activity=active&sort=progress&order=desc', ['e2', 'e5', 'e3', 'e4', 'e7', 'e6', 'e1']],
      ['a search by progress, backwards', '?search=on&sort=progress&order=desc', ['e2', 'e5', 'e4', 'e7', 'e8']],
      ['a search by content', '?search=on&sort=content', ['e2', 'e8', 'e4', 'e7', 'e5']],
      ['a search by student, backwards, second page', '?search=on&sort=student&order=desc&pageSize=2&page=2', ['e2', 'e4']],
    ])('sorts %s', async (_label, query, expected) => {
      expect(ids(await list(ada, query))).toEqual(expected.map((key) => e[key as keyof typeof e]));
    });

    it('pages through a search, counting every match', async () => {
      expect(ids(await list(ada, '?search=on&pageSize=2&page=2'))).toEqual([e.e4, e.e8]);
      const body = await list(ada, '?search=on&pageSize=2&page=3');
      expect(ids(body)).toEqual([e.e2]);
      expect(body.meta.pagination).toEqual({ page: 3, pageSize: 2, total: 5, pageCount: 3 });
      const past = await list(ada, '?search=on&pageSize=2&page=9');
      expect(past).toEqual({ data: [], meta: { pagination: { page: 9, pageSize: 2, total: 5, pageCount: 3 } } });
    });

    it('the Active filter follows the clock: the student last active exactly 7 days ago drops out a second later', async () => {
      t.clock.set('2026-11-01T02:00:01.000Z');
      expect(ids(await list(ada, '?activity=inactive'))).toEqual([e.e6, e.e4, e.e8]);
    });

    it("a second teacher sees only the enrollments in their own content, whatever they ask", async () => {
      const own = await list(ben, '');
      expect(own.data).toHaveLength(1);
      expect(own.data[0]).toMatchObject({ student: { id: s.mia.id }, contentItem: { id: c.b1 }, paymentType: 'tokens', tokensSpent: 5 });
      expect(own.meta.pagination.total).toBe(1);
      expect(await list(ben, `?contentId=${c.c2}`)).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 20, total: 0, pageCount: 0 } } });
      expect((await list(ben, '?search=algebra')).meta.pagination.total).toBe(0);
      expect((await list(ben, '?search=quinn')).meta.pagination.total).toBe(0);
      expect((await list(ben, '?search=stone')).meta.pagination.total).toBe(1);
    });

    it.each([
      ['?pageSize=101', 'pageSize must be at most 100'],
      ['?pageSize=0', 'pageSize must be at least 1'],
      ['?page=0', 'page must be at least 1'],
      ['?page=1.5', 'page must be a whole number'],
      ['?page=abc', 'page must be a whole number'],
      ['?status=done', 'status must be one of complete, in-progress, not-started'],
      ['?activity=busy', 'activity must be one of active, inactive'],
      ['?search=x…(101 characters)', 'search must be at most 100 characters'],
      ['?contentId=0', 'contentId is not a content item'],
      ['?contentId=abc', 'contentId must be a whole number'],
      ['?sort=createdAt', 'sort must be one of student, content, progress, timeSpent, lastAccessed, enrolledAt'],
      ['?sort=student&order=up', 'order must be one of asc, desc'],
      ['?order=DESC', 'order must be one of asc, desc'],
    ])('refuses %s with 400: %s', async (query, message) => {
      const response = await ada.get(`/api/teacher/enrollments${query.replace('x…(101 characters)', 'x'.repeat(101))}`).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });
  });

  describe('PUT /teacher/profile', () => {
    it('changes the fields sent, trims texts, keeps each subject once, and answers the profile', async () => {
      const { client, account } = await content.teacher({ firstName: 'Cleo' });
      const changed = (
        await client
          .put('/api/teacher/profile', {
            data: { department: '  Mathematics ', yearsOfExperience: 12, bio: 'I love numbers.', subjects: [' Algebra', 'algebra', 'Geometry', '  '], avatar: '🦉' },
          })
          .expect(200)
      ).body.data;
      expect(changed).toMatchObject({
        id: account.user.id,
        firstName: 'Cleo',
        department: 'Mathematics',
        yearsOfExperience: 12,
        bio: 'I love numbers.',
        subjects: ['Algebra', 'Geometry'],
        avatar: '🦉',
      });
      const partly = (await client.put('/api/teacher/profile', { data: { bio: '' } }).expect(200)).body.data;
      expect(partly).toMatchObject({ department: 'Mathematics', yearsOfExperience: 12, bio: null, subjects: ['Algebra', 'Geometry'] });
      expect((await client.get('/api/teacher/home').expect(200)).body.data).toEqual(partly);
      expect((await client.put('/api/teacher/profile', { data: {} }).expect(200)).body.data).toEqual(partly);
    });

    it.each([
      ['data is required', {}, 'data'],
      ['data must be an object of profile fields', { data: 'text' }, 'data'],
      ['data must be an object of profile fields', { data: [] }, 'data'],
      ['yearsOfExperience must be 0 or more', { data: { yearsOfExperience: -1 } }, 'data.yearsOfExperience'],
      ['yearsOfExperience must be at most 80', { data: { yearsOfExperience: 81 } }, 'data.yearsOfExperience'],
      ['yearsOfExperience must be a whole number', { data: { yearsOfExperience: 2.5 } }, 'data.yearsOfExperience'],
      ['yearsOfExperience must be a whole number', { data: { yearsOfExperience: '3' } }, 'data.yearsOfExperience'],
      ['department must be at most 100 characters', { data: { department: 'x'.repeat(101) } }, 'data.department'],
      ['department must be text', { data: { department: 7 } }, 'data.department'],
      ['bio must be at most 2000 characters', { data: { bio: 'x'.repeat(2001) } }, 'data.bio'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: 'x'.repeat(501) } }, 'data.avatar'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: 'https://tracker.example/me.png' } }, 'data.avatar'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: 'data:image/svg+xml,<svg/>' } }, 'data.avatar'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: 'javascript:alert(1)' } }, 'data.avatar'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: '/avatars/../../etc/passwd' } }, 'data.avatar'],
      ["avatar must be an emoji or one of the app's pictures", { data: { avatar: 'Owl' } }, 'data.avatar'],
      ['avatar must be text', { data: { avatar: 7 } }, 'data.avatar'],
      ['subjects must be a list of texts', { data: { subjects: 'math' } }, 'data.subjects'],
      ['subjects may hold at most 20 subjects', { data: { subjects: Array.from({ length: 21 }, (_, i) => `S${i}`) } }, 'data.subjects'],
      ['each subject must be text', { data: { subjects: [3] } }, 'data.subjects'],
      ['each subject must not be empty', { data: { subjects: [''] } }, 'data.subjects'],
      ['each subject must be at most 50 characters', { data: { subjects: ['x'.repeat(51)] } }, 'data.subjects'],
      ['property totalEarnings should not exist', { data: { totalEarnings: 1000 } }, 'data.totalEarnings'],
      ['property rating should not exist', { data: { bio: 'ok' }, rating: 5 }, 'rating'],
    ])('refuses with 400: %s', async (message, body, field) => {
      const response = await ada.put('/api/teacher/profile', body).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
      // The field's problem has a code the web words itself.
      expect(response.body.problems?.[field]?.code).toEqual(expect.any(String));
    });

    it.each([
      ['🎨', '🎨'],
      ['👩🏽‍🏫', '👩🏽‍🏫'],
      ['/avatars/owl.svg', '/avatars/owl.svg'],
      [`/api/media/pictures/${'0f'.repeat(16)}.jpg`, `/api/media/pictures/${'0f'.repeat(16)}.jpg`],
      ['  /avatars/robot.svg ', '/avatars/robot.svg'],
      ['', null],
    ])('accepts the avatar %j and keeps %j', async (avatar, kept) => {
      const { client } = await content.teacher();
      await client.put('/api/teacher/profile', { data: { avatar: '🦉' } }).expect(200);
      expect((await client.put('/api/teacher/profile', { data: { avatar } }).expect(200)).body.data.avatar).toBe(kept);
      expect((await client.get('/api/teacher/home').expect(200)).body.data.avatar).toBe(kept);
    });

    it('a refused change changes nothing', async () => {
      await ada.put('/api/teacher/profile', { data: { department: 'Science', yearsOfExperience: -5 } }).expect(400);
      expect((await ada.get('/api/teacher/home').expect(200)).body.data.department).toBeNull();
    });
  });

  it('every answer is what the API document says, for a busy teacher and a new one', async () => {
    const document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as ApiDocument;
    const fresh = (await content.teacher({ firstName: 'Dee' })).client;
    const calls: Array<[ApiClient, 'get' | 'put', string, string, object?]> = [];
    for (const client of [ada, ben, fresh]) {
      calls.push(
        [client, 'get', '/api/teacher/home', '/api/teacher/home'],
        [client, 'get', '/api/teacher/content', '/api/teacher/content'],
        [client, 'get', '/api/teacher/enrollments', '/api/teacher/enrollments'],
        [client, 'get', '/api/teacher/enrollments', '/api/teacher/enrollments?search=quinn&status=complete'],
        [client, 'get', '/api/teacher/enrollments', '/api/teacher/enrollments?page=50'],
        [client, 'get', '/api/teacher/analytics', '/api/teacher/analytics'],
        [client, 'get', '/api/analytics/teacher/content-performance', '/api/analytics/teacher/content-performance'],
        [client, 'get', '/api/analytics/teacher/student-progress', '/api/analytics/teacher/student-progress'],
        [client, 'get', '/api/analytics/teacher/earnings-report', '/api/analytics/teacher/earnings-report'],
        [client, 'get', '/api/analytics/teacher/engagement-metrics', '/api/analytics/teacher/engagement-metrics'],
      );
    }
    calls.push([fresh, 'put', '/api/teacher/profile', '/api/teacher/profile', { data: { department: 'Art', subjects: ['Drawing'], avatar: '🎨' } }]);
    const checked = new Set<string>();
    for (const [client, method, template, path, body] of calls) {
      const response = method === 'get' ? await client.get(path) : await client.put(path, body);
      expect([path, response.status]).toEqual([path, 200]);
      const schema = document.paths[template]?.[method]?.responses['200']?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${method} ${template} documents no 200 answer`);
      expect(departures(document, schema, response.body, `${method} ${path}`)).toEqual([]);
      checked.add(`${method} ${template}`);
    }
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      /^\/api\/(teacher|analytics\/teacher)\//.test(path) ? Object.keys(methods).map((method) => `${method} ${path}`) : [],
    );
    expect(documented.sort()).toEqual([...checked].sort());
  });

  it('the counters the use cases kept equal what the records say', async () => {
    const snapshot = () =>
      t.dataSource.query(
        `SELECT 'content' AS kind, id, started, progress_sum::int AS progress, time_spent_seconds::int AS seconds, tokens_earned,
                rating_1_count, rating_2_count, rating_3_count, rating_4_count, rating_5_count, NULL::int AS students
           FROM content_items WHERE teacher_id = ANY($1)
         UNION ALL
         SELECT 'teacher', user_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, total_students FROM teacher_profiles WHERE user_id = ANY($1)
         UNION ALL
         SELECT 'student', student_id, NULL, NULL, extract(epoch FROM last_active_at)::int, teacher_id, NULL, NULL, NULL, NULL, NULL, NULL
           FROM teacher_students WHERE teacher_id = ANY($1)
         ORDER BY 1, 2, 6`,
        [[adaId, benId]],
      );
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(5);
    await t.dataSource.query(RECOUNT_TEACHER_FIGURES);
    expect(await snapshot()).toEqual(kept);
  });
});
