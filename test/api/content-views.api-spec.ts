import { AccountErasureJob } from '../../api/accounts/privacy/account-erasure.job';
import { ForgetPastViewsUseCase } from '../../application/content/forget-past-views.use-case';
import { PORTS } from '../../application/ports/tokens';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * A content's view counts once per viewer per day, the viewer's own calendar day (PRODUCT.md,
 * "Content"), and the teacher's figures count the same. Who viewed what is kept only while its day
 * may still be someone's today.
 *
 * The clock is in 2044, after every other test's: another test app's hourly sweep forgets the views
 * of the days before its own clock's, which would let a view of this file count twice. The apps
 * start on the real clock, so their start-up erasure finds no other test's account due.
 */

const HOUR = 3_600;
const DAY = 24 * HOUR;
const MORNING = '2044-06-14T10:00:00Z';

async function student(t: TestApp, timeZone = 'UTC'): Promise<{ client: ApiClient; id: number }> {
  const { client, account } = await signedInClient(t.app, { timeZone });
  return { client, id: account.user.id };
}

/** Reads the content as the client, answering the views the read shows. */
async function read(client: ApiClient, contentId: number): Promise<number> {
  return (await client.get(`/api/content-items/${contentId}`).expect(200)).body.data.views;
}

async function storedViews(t: TestApp, contentId: number): Promise<number> {
  const [{ views }] = await t.dataSource.query(`SELECT views FROM content_items WHERE id = $1`, [contentId]);
  return views;
}

function keptViews(t: TestApp, viewerId: number): Promise<Array<{ content_id: number; view_date: string }>> {
  return t.dataSource.query(`SELECT content_id, view_date::text FROM content_views WHERE viewer_id = $1 ORDER BY view_date, content_id`, [viewerId]);
}

describe('a view counts once per viewer per day (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let teacher: { client: ApiClient; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    content = new ContentFixtures(t.app, t.dataSource);
    const { client, account } = await content.teacher();
    teacher = { client, id: account.user.id };
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(MORNING));

  it("30 reads by one student count one view, a second student one more, the first again on their next day; the teacher's reads none", async () => {
    const id = await content.content(teacher.id);
    const [maya, theo] = [await student(t), await student(t)];

    const shown: number[] = [];
    for (let time = 0; time < 30; time++) shown.push(await read(maya.client, id));
    expect(shown).toEqual(Array(30).fill(1));
    expect(await read(theo.client, id)).toBe(2);
    expect(await read(theo.client, id)).toBe(2);
    for (let own = 0; own < 3; own++) expect(await read(teacher.client, id)).toBe(2);

    t.clock.advance(14 * HOUR - 1); // 23:59:59 UTC: still Maya's day
    expect(await read(maya.client, id)).toBe(2);
    t.clock.advance(1); // midnight: her next day
    expect(await read(maya.client, id)).toBe(3);
    expect(await read(maya.client, id)).toBe(3);
    expect(await read(teacher.client, id)).toBe(3);
    expect(await storedViews(t, id)).toBe(3);
  });

  it("the day is the viewer's own: in Los Angeles a read after midnight UTC is still the same day", async () => {
    const id = await content.content(teacher.id);
    const ana = await student(t, 'America/Los_Angeles');
    expect(await read(ana.client, id)).toBe(1); // 03:00 on 14 June in Los Angeles
    t.clock.set('2044-06-15T06:59:59Z'); // 15 June in UTC, 23:59:59 on 14 June in Los Angeles
    expect(await read(ana.client, id)).toBe(1);
    t.clock.set('2044-06-15T07:00:00Z'); // midnight in Los Angeles
    expect(await read(ana.client, id)).toBe(2);
    expect(await keptViews(t, ana.id)).toEqual([
      { content_id: id, view_date: '2044-06-14' },
      { content_id: id, view_date: '2044-06-15' },
    ]);
  });

  it("the teacher's figures count the same distinct viewers per day as the content's counter", async () => {
    const { client: ada, account } = await content.teacher();
    const volcanoes = await content.content(account.user.id, { title: 'Volcanoes' });
    const glaciers = await content.content(account.user.id, { title: 'Glaciers' });
    const [maya, theo] = [await student(t), await student(t)];
    for (let again = 0; again < 5; again++) {
      await read(maya.client, volcanoes);
      await read(theo.client, volcanoes);
      await read(ada, volcanoes);
    }
    await read(maya.client, glaciers);
    await maya.client.post(`/api/content-items/${volcanoes}/enroll`, {}).expect(201);
    t.clock.advance(DAY);
    await read(maya.client, volcanoes);
    await read(maya.client, volcanoes);

    // Volcanoes: Maya and Theo on the first day, Maya on the second (3); Glaciers: Maya (1).
    const performance = (await ada.get('/api/analytics/teacher/content-performance').expect(200)).body.data;
    expect(performance.totals).toEqual({ totalViews: 4, totalEnrollments: 1, totalCompletions: 0, enrollmentRate: 25, completionRate: 0 });
    expect(performance.items).toEqual([
      expect.objectContaining({ contentId: volcanoes, views: 3, enrollments: 1, enrollmentRate: 33 }),
      expect.objectContaining({ contentId: glaciers, views: 1, enrollments: 0, enrollmentRate: 0 }),
    ]);
    expect((await ada.get(`/api/content-items/${volcanoes}/analytics`).expect(200)).body.data).toMatchObject({
      views: 3,
      analytics: { engagement: { enrollmentRate: 33 } },
    });
    expect((await ada.get('/api/teacher/analytics').expect(200)).body.data.contentStats).toEqual({
      totalViews: 4,
      totalEnrollments: 1,
      totalCompletions: 0,
      enrollmentRate: 25,
      completionRate: 0,
    });
    expect((await ada.get('/api/analytics/teacher/engagement-metrics').expect(200)).body.data).toMatchObject({ views: 4, enrollmentRate: 25 });
  });

  it("the viewer's data export lists the views kept about them", async () => {
    const id = await content.content(teacher.id, { title: 'Tides' });
    const kiri = await student(t, 'Pacific/Kiritimati'); // UTC+14: 15 June already
    await read(kiri.client, id);
    const exported = (await kiri.client.get('/api/users/me/export').expect(200)).body;
    expect(exported.contentViews).toEqual([{ contentId: id, title: 'Tides', viewDate: '2044-06-15' }]);
  });

  it('views are forgotten once their day has ended in every time zone, and not before', async () => {
    const id = await content.content(teacher.id);
    // At 10:00 UTC on 14 June: 13 June at UTC-12, 14 June in UTC, 15 June at UTC+14.
    const [west, utc, east] = [await student(t, 'Etc/GMT+12'), await student(t), await student(t, 'Pacific/Kiritimati')];
    for (const viewer of [west, utc, east]) await read(viewer.client, id);
    const forget = t.app.get(ForgetPastViewsUseCase);
    const kept = async () => (await Promise.all([west, utc, east].map((viewer) => keptViews(t, viewer.id)))).map((rows) => rows.map((row) => row.view_date));

    t.clock.set('2044-06-14T11:59:59Z'); // the last second of 13 June at UTC-12
    await forget.execute();
    expect(await kept()).toEqual([['2044-06-13'], ['2044-06-14'], ['2044-06-15']]);
    expect(await read(west.client, id)).toBe(3);

    t.clock.set('2044-06-15T00:00:00Z');
    await forget.execute();
    expect(await kept()).toEqual([[], ['2044-06-14'], ['2044-06-15']]);

    t.clock.set('2044-06-16T00:00:00Z');
    await forget.execute();
    expect(await kept()).toEqual([[], [], ['2044-06-15']]);
    expect(await storedViews(t, id)).toBe(3);
  });

  it('the hourly erasure job forgets them too', async () => {
    const id = await content.content(teacher.id);
    const viewer = await student(t);
    t.clock.set('2001-02-03T10:00:00Z');
    await read(viewer.client, id);
    expect(await keptViews(t, viewer.id)).toEqual([{ content_id: id, view_date: '2001-02-03' }]);
    // The real time, as at every start-up: no other test's account is due by then.
    t.clock.set(new Date());
    await t.app.get(AccountErasureJob).run();
    expect(await keptViews(t, viewer.id)).toEqual([]);
  });

  it("erasing the viewer's account takes their views with it, and the count stays", async () => {
    const id = await content.content(teacher.id);
    const leaver = await student(t);
    await read(leaver.client, id);
    expect(await keptViews(t, leaver.id)).toHaveLength(1);
    // The erasure of this account alone: the erasure job at this file's clock would also erase the
    // accounts other test files keep waiting for theirs.
    await t.app.get<UnitOfWork>(PORTS.unitOfWork).run((tx) => tx.accountDeletions.erase(leaver.id, `deleted#${leaver.id}`, t.clock.now()));
    expect(await keptViews(t, leaver.id)).toEqual([]);
    expect(await storedViews(t, id)).toBe(1);
  });
});

const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('views under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let teacherId: number;

  beforeAll(async () => {
    // DATABASE_URL: the app's pool then holds many connections, as in production (one on the embedded database).
    t = await createTestApp({ env: { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } });
    t.clock.set(MORNING);
    content = new ContentFixtures(t.app, t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());

  const parallel = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  async function waitFor(condition: () => Promise<boolean>): Promise<void> {
    for (let tries = 0; !(await condition()); tries++) {
      if (tries === 200) throw new Error('the read never came to wait');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('20 simultaneous reads by one student on one day add exactly one view', async () => {
    const id = await content.content(teacherId);
    const viewer = await student(t);
    const responses = await parallel(20, () => viewer.client.get(`/api/content-items/${id}`));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    expect(await storedViews(t, id)).toBe(1);
    expect(await keptViews(t, viewer.id)).toEqual([{ content_id: id, view_date: '2044-06-14' }]);
    // A read that lost the race answers the count as its statement began: before or with the winner's view.
    expect(responses.filter((response) => response.body.data.views > 1)).toEqual([]);
  });

  it("a view waits for its viewer's own transaction instead of deadlocking with it", async () => {
    const id = await content.content(teacherId);
    const viewer = await student(t);
    const enrolling = t.dataSource.createQueryRunner();
    await enrolling.connect();
    try {
      await enrolling.startTransaction();
      const [{ pid }] = await enrolling.query(`SELECT pg_backend_pid() AS pid`);
      // As the student's own transactions do (enrolling, rating): the student's row first, then the content's.
      await enrolling.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
      const reading = Promise.resolve(viewer.client.get(`/api/content-items/${id}`));
      await waitFor(async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [pid]))[0].n === 1);
      await enrolling.query(`UPDATE content_items SET enrollments = enrollments + 1 WHERE id = $1`, [id]);
      await enrolling.commitTransaction();
      const response = await reading;
      expect([response.status, response.body.data?.views]).toEqual([200, 1]);
    } finally {
      if (enrolling.isTransactionActive) await enrolling.rollbackTransaction();
      await enrolling.release();
    }
  });
});
