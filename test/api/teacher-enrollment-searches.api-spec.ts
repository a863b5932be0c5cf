import { SqlTeacherEnrollmentsRepository } from '../../infrastructure/persistence/repositories/sql-teacher-enrollments.repository';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { HonestLearner } from '../support/honest-learner';

/**
 * A search of the Students tab keeps its matches for a few seconds (README, "What each process
 * holds"): these tests search, so that the matches are kept, then change something and search again
 * at once. The rows of a page are read each time; which enrollments match is found again when the
 * teacher's figures row changed (sales, new students) or content changed through this instance.
 *
 * Teacher Ada has 'Free Algebra' (free) and 'Paid Algebra' (20 tokens); Ben has 'Algebra Too'.
 * Students Zoe Quinn and Leo Quinn enrolled in Free Algebra, Zoe first.
 */
describe("the kept matches of a teacher's enrollment search (API)", () => {
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
  const zoe = {} as { client: ApiClient; id: number };
  let searches: jest.SpyInstance;

  type Row = { id: number; progress: number; student: { id: number; lastName: string }; contentItem: { title: string } };
  type Page = { data: Row[]; meta: { pagination: { total: number } } };
  const list = async (client: ApiClient, query: string): Promise<Page> => (await client.get(`/api/teacher/enrollments${query}`).expect(200)).body;

  /** A student of `app` named `first last`, with 100 tokens. */
  async function student(app: TestApp, firstName: string, lastName: string): Promise<{ client: ApiClient; id: number }> {
    const { client, account } = await signedInClient(app.app, { firstName, lastName, username: `${firstName.toLowerCase()}_${String(Math.random()).slice(2, 10)}` });
    await game.grantTokens(account.user.id, 100);
    return { client, id: account.user.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    other = await createTestApp({ env: server });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    const adaSession = await content.teacher({ firstName: 'Ada', lastName: 'Teach' });
    ada = adaSession.client;
    adaId = adaSession.account.user.id;
    const benSession = await content.teacher({ firstName: 'Ben', lastName: 'Other' });
    ben = benSession.client;
    c.free = await content.content(adaId, { title: 'Free Algebra' });
    c.paid = await content.content(adaId, { title: 'Paid Algebra', tokenPrice: 20 });
    c.ben = await content.content(benSession.account.user.id, { title: 'Algebra Too' });
    Object.assign(zoe, await student(t, 'Zoe', 'Quinn'));
    await zoe.client.post(`/api/content-items/${c.free}/enroll`, {}).expect(201);
    const leo = await student(t, 'Leo', 'Quinn');
    await leo.client.post(`/api/content-items/${c.free}/enroll`, {}).expect(201);
    searches = jest.spyOn(SqlTeacherEnrollmentsRepository.prototype, 'enrollmentMatches');
  });
  afterAll(async () => {
    searches?.mockRestore();
    await other?.close();
    await t?.close();
  });
  beforeEach(() => searches.mockClear());

  it('searches once for the same words and the pages after, and reads the rows each time: progress shows at once', async () => {
    const first = await list(ada, '?search=quinn&pageSize=1');
    expect(first.meta.pagination.total).toBe(2);
    expect(first.data.map((row) => row.student.lastName)).toEqual(['Quinn']);
    const second = await list(ada, '?search=quinn&pageSize=1&page=2');
    expect(second.data[0].student.id).toBe(zoe.id);
    expect(second.data[0].progress).toBe(0);

    const watcher = new HonestLearner(zoe.client, t.clock, c.free);
    t.clock.advance(-160); // she began watching before now: the clock ends where the other instance's is
    await watcher.open(0);
    await watcher.spend(160, { currentPosition: 315 }); // 35 % of the 15-minute video
    const again = await list(ada, '?search=quinn&pageSize=1&page=2');
    expect(again.data[0]).toMatchObject({ id: second.data[0].id, progress: 35 });
    expect(searches).toHaveBeenCalledTimes(1);
  });

  it('a new student enrolling in matching free content shows at once', async () => {
    const before = await list(ada, '?search=algebra');
    const newcomer = await student(t, 'Ivy', 'North');
    await newcomer.client.post(`/api/content-items/${c.free}/enroll`, {}).expect(201);
    const after = await list(ada, '?search=algebra');
    expect(after.meta.pagination.total).toBe(before.meta.pagination.total + 1);
    expect(after.data[0].student.id).toBe(newcomer.id);
  });

  it('a sale to an existing student shows at once, and so does a sale made through another instance', async () => {
    const before = await list(ada, '?search=quinn');
    await zoe.client.post(`/api/content-items/${c.paid}/enroll`, {}).expect(201);
    const after = await list(ada, '?search=quinn');
    expect(after.meta.pagination.total).toBe(before.meta.pagination.total + 1);
    expect(after.data[0]).toMatchObject({ student: { id: zoe.id }, contentItem: { title: 'Paid Algebra' } });

    const elsewhere = await student(other, 'Max', 'Quinn');
    await elsewhere.client.post(`/api/content-items/${c.paid}/enroll`, {}).expect(201);
    const later = await list(ada, '?search=quinn');
    expect(later.meta.pagination.total).toBe(after.meta.pagination.total + 1);
    expect(later.data[0].student.id).toBe(elsewhere.id);
  });

  it('a title changed through this instance is searched again at once', async () => {
    expect((await list(ada, '?search=geometry')).meta.pagination.total).toBe(0);
    await ada.put(`/api/content-items/${c.free}`, { data: { title: 'Free Geometry' } }).expect(200);
    try {
      const renamed = await list(ada, '?search=geometry');
      expect(renamed.meta.pagination.total).toBeGreaterThanOrEqual(3);
      expect(renamed.data.every((row) => row.contentItem.title === 'Free Geometry')).toBe(true);
    } finally {
      await ada.put(`/api/content-items/${c.free}`, { data: { title: 'Free Algebra' } }).expect(200);
    }
  });

  it('a status or activity filter is searched every time, since progress and activity change it', async () => {
    await list(ada, '?search=quinn&status=in-progress');
    await list(ada, '?search=quinn&status=in-progress');
    await list(ada, '?search=quinn&activity=active');
    await list(ada, '?search=quinn&activity=active');
    expect(searches).toHaveBeenCalledTimes(4);
  });

  it("never answers one teacher with another's matches for the same words", async () => {
    const adas = await list(ada, '?search=algebra');
    expect(adas.meta.pagination.total).toBeGreaterThan(0);
    expect((await list(ben, '?search=algebra')).meta.pagination.total).toBe(0);
    expect((await list(ada, '?search=algebra')).meta.pagination.total).toBe(adas.meta.pagination.total);
  });

  it('a page past the first 5,000 matches is found on its own, with the same total', async () => {
    const kept = await list(ada, '?search=quinn');
    const far = await list(ada, '?search=quinn&pageSize=100&page=60');
    expect(far).toEqual({ data: [], meta: { pagination: { page: 60, pageSize: 100, total: kept.meta.pagination.total, pageCount: 1 } } });
  });
});
