import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * GET /teacher/analytics is kept per teacher for a few seconds (README, "What each process holds"):
 * these tests read an answer, so that it is kept, then change something and read again at once.
 *
 * Teacher Ada (New York) has two courses: 'Free Fractions' (free) and 'Paid Algebra' (20 tokens).
 * Teacher Ben (UTC) has one course at 5 tokens and one sale. Now is 2026-10-20 12:00 UTC: October in
 * both time zones, from 1 October 04:00 UTC (New York) or 00:00 UTC to the start of November.
 */

const NOW = '2026-10-20T12:00:00.000Z';

describe('the kept teacher analytics answers (API)', () => {
  /** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};
  let t: TestApp;
  let other: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let ada: ApiClient;
  let ben: ApiClient;
  let adaId: number;
  const c = { free: 0, paid: 0, ben: 0 };

  const analytics = async (client: ApiClient) => (await client.get('/api/teacher/analytics').expect(200)).body.data;

  /** A student of `app` with 100 tokens. */
  async function student(app: TestApp): Promise<{ client: ApiClient; id: number }> {
    const { client, account } = await signedInClient(app.app);
    await game.grantTokens(account.user.id, 100);
    return { client, id: account.user.id };
  }

  /** Enrolls through `app`'s API, with the sale on the ledger at the clock's instant (the ledger stamps the database's time). */
  async function enroll(app: TestApp, who: { client: ApiClient; id: number }, contentId: number): Promise<void> {
    await who.client.post(`/api/content-items/${contentId}/enroll`, {}).expect(201);
    await t.dataSource.query(`UPDATE token_ledger SET created_at = $2 WHERE reference = $1`, [`content:${contentId}:student:${who.id}`, app.clock.now()]);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    other = await createTestApp({ env: server });
    t.clock.set(NOW);
    other.clock.set(NOW);
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    const adaSession = await content.teacher({ firstName: 'Ada', timeZone: 'America/New_York' });
    ada = adaSession.client;
    adaId = adaSession.account.user.id;
    const benSession = await content.teacher({ firstName: 'Ben', timeZone: 'UTC' });
    ben = benSession.client;
    c.free = await content.content(adaId, { title: 'Free Fractions' });
    c.paid = await content.content(adaId, { title: 'Paid Algebra', tokenPrice: 20 });
    c.ben = await content.content(benSession.account.user.id, { title: "Ben's Course", tokenPrice: 5 });
    await enroll(t, await student(t), c.ben);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  beforeEach(() => {
    t.clock.set(NOW);
    other.clock.set(NOW);
  });

  it("never answers one teacher with another's figures, each asking right after the other", async () => {
    const first = await analytics(ada);
    expect(first.overview).toMatchObject({ totalContent: 2 });
    expect(first.earnings).toMatchObject({ timeZone: 'America/New_York' });
    const bens = await analytics(ben);
    expect(bens).toMatchObject({ overview: { totalContent: 1, totalStudents: 1, totalEarnings: 5 }, earnings: { thisMonth: 5, total: 5, timeZone: 'UTC', month: '2026-10' } });
    expect(await analytics(ada)).toEqual(first);
  });

  it('a sale through this instance shows at once: this month, the total and the students', async () => {
    const before = await analytics(ada);
    await enroll(t, await student(t), c.paid);
    const after = await analytics(ada);
    expect(after.overview.totalStudents).toBe(before.overview.totalStudents + 1);
    expect(after.overview.totalEarnings).toBe(before.overview.totalEarnings + 20);
    expect(after.earnings).toMatchObject({ thisMonth: before.earnings.thisMonth + 20, total: before.earnings.total + 20, month: '2026-10' });
    expect(after.contentStats.totalEnrollments).toBe(before.contentStats.totalEnrollments + 1);
  });

  it('a sale through another instance shows at once on this one', async () => {
    const before = await analytics(ada);
    await enroll(other, await student(other), c.paid);
    const after = await analytics(ada);
    expect(after.earnings).toMatchObject({ thisMonth: before.earnings.thisMonth + 20, total: before.earnings.total + 20 });
    expect(after.overview.totalStudents).toBe(before.overview.totalStudents + 1);
  });

  it('a rating shows at once', async () => {
    const rater = await student(t);
    await enroll(t, rater, c.free);
    const before = await analytics(ada);
    await rater.client.put(`/api/student/content/${c.free}/rating`, { rating: 3 }).expect(200);
    const after = await analytics(ada);
    expect(after.ratings.totalReviews).toBe(before.ratings.totalReviews + 1);
    const threes = (answer: { ratings: { ratingDistribution: Array<{ stars: number; count: number }> } }) =>
      answer.ratings.ratingDistribution.find((bar) => bar.stars === 3)!.count;
    expect(threes(after)).toBe(threes(before) + 1);
  });

  it("a change of the teacher's time zone made straight in the database shows at once", async () => {
    expect((await analytics(ada)).earnings.timeZone).toBe('America/New_York');
    await t.dataSource.query(`UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [adaId]);
    try {
      expect((await analytics(ada)).earnings).toMatchObject({ timeZone: 'Asia/Tokyo', month: '2026-10' });
    } finally {
      await t.dataSource.query(`UPDATE users SET time_zone = 'America/New_York' WHERE id = $1`, [adaId]);
    }
    expect((await analytics(ada)).earnings.timeZone).toBe('America/New_York');
  });

  it('content published through this instance counts at once', async () => {
    const before = await analytics(ada);
    await ada.post('/api/content-items', { data: { title: 'Brand New Geometry', description: 'Angles and shapes.' } }).expect(201);
    expect((await analytics(ada)).overview.totalContent).toBe(before.overview.totalContent + 1);
  });

  it("the month turns at New York's midnight even while an answer is kept", async () => {
    t.clock.set('2026-11-01T03:59:59.999Z');
    const october = await analytics(ada);
    expect(october.earnings.month).toBe('2026-10');
    expect(october.earnings.thisMonth).toBeGreaterThan(0);
    t.clock.set('2026-11-01T04:00:00.000Z');
    expect((await analytics(ada)).earnings).toMatchObject({ month: '2026-11', thisMonth: 0, total: october.earnings.total });
  });

  it("a student stops counting as Active 7 days after their last activity, even while an answer is kept", async () => {
    const cy = await content.teacher({ firstName: 'Cy', timeZone: 'UTC' });
    const course = await content.content(cy.account.user.id, { title: 'Cy Course' });
    t.clock.set('2026-10-10T08:00:00.000Z');
    await enroll(t, await student(t), course);
    t.clock.set('2026-10-17T08:00:00.000Z');
    expect((await analytics(cy.client)).overview.activeStudents).toBe(1);
    t.clock.set('2026-10-17T08:00:00.001Z');
    expect((await analytics(cy.client)).overview.activeStudents).toBe(0);
    t.clock.set('2026-10-17T07:59:59.000Z');
    expect((await analytics(cy.client)).overview.activeStudents).toBe(1);
  });

  it('counters the teacher row does not version (views) show once the answer is read again; any change of the teacher row reads it again', async () => {
    const before = await analytics(ada);
    await t.dataSource.query(`UPDATE content_items SET views = views + 100 WHERE id = $1`, [c.free]);
    expect((await analytics(ada)).contentStats.totalViews).toBe(before.contentStats.totalViews);
    await t.dataSource.query(`UPDATE teacher_profiles SET bio = 'Counts views' WHERE user_id = $1`, [adaId]);
    expect((await analytics(ada)).contentStats.totalViews).toBe(before.contentStats.totalViews + 100);
  });
});
