import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * The catalogue's pages are kept for a few seconds and shared by the viewers they do not depend on
 * (README, Scaling, "What each process holds"): this is what a viewer must still see.
 */

/** README, "What each process holds": a browse page is served at most 5 seconds after it was read. */
const BROWSE_FRESHNESS_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A word no other test's content holds, so each test's search finds its own content alone. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

const page = (word: string, extra: Record<string, string> = {}) =>
  `/api/content-items?${new URLSearchParams({
    'filters[$or][0][title][$containsi]': word,
    'filters[$or][1][description][$containsi]': word,
    sort: 'createdAt:desc',
    populate: 'teacher',
    ...extra,
  }).toString()}`;

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((card) => card.title);

describe('browse pages kept for a few seconds (API)', () => {
  let t: TestApp;
  /** Another instance on the same database: its pages are read for the first time. */
  let other: TestApp;
  let content: ContentFixtures;
  let learning: LearningFixtures;
  let teacher: { client: ApiClient; id: number };
  let student: ApiClient;

  /** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    content = new ContentFixtures(t.app, t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    const session = await content.teacher();
    teacher = { client: session.client, id: session.account.user.id };
    student = (await signedInClient(t.app)).client;
    other = await createTestApp({ env: server });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const browse = async (client: ApiClient, path: string) => (await client.get(path).expect(200)).body;
  const form = (title: string, extra: object = {}) => ({ data: { title, description: 'Slice pizzas.', ...extra } });

  it('answers a page kept for others with the same bytes and headers as an instance that kept nothing', async () => {
    const word = uniqueWord();
    for (const [title, price] of [['Alpha', 0], ['Beta', 20], ['Gamma', 40]] as const) await content.content(teacher.id, { title: `${title} ${word}`, tokenPrice: price });
    const path = page(word, { sort: 'tokenPrice:desc' });
    const first = await student.get(path).expect(200);
    const kept = await (await signedInClient(t.app)).client.get(path).expect(200);

    const fresh = await (await signedInClient(other.app)).client.get(path).expect(200);
    expect(kept.text).toBe(fresh.text);
    expect(first.text).toBe(fresh.text);
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(JSON.parse(kept.text)).toMatchObject({ meta: { pagination: { page: 1, pageSize: 12, total: 3, pageCount: 1 } } });
    expect(titles(JSON.parse(kept.text))).toEqual([`Gamma ${word}`, `Beta ${word}`, `Alpha ${word}`]);

    const publicPath = `/api/content-items/public?search=${word}`;
    const publicKept = await request(t.app.getHttpServer()).get(publicPath).expect(200);
    const publicAgain = await request(t.app.getHttpServer()).get(publicPath).expect(200);
    const publicFresh = await request(other.app.getHttpServer()).get(publicPath).expect(200);
    expect([publicKept.text, publicAgain.text]).toEqual([publicFresh.text, publicFresh.text]);
    // The same media type and charset as every other JSON answer of the API.
    const detail = await student.get(`/api/content-items/${JSON.parse(kept.text).data[0].id}`).expect(200);
    expect(kept.headers['content-type']).toBe(detail.headers['content-type']);
  });

  it('shows content published through this instance at once', async () => {
    const word = uniqueWord();
    await content.content(teacher.id, { title: `Older ${word}` });
    expect(titles(await browse(student, page(word)))).toEqual([`Older ${word}`]);

    const newer = await teacher.client
      .post('/api/content-items', form(`Newer ${word}`, { contentData: { videoUrl: 'https://media.example.org/a.mp4', durationSeconds: 60 } }))
      .expect(201);
    // A draft is not in the catalogue; once published, it is, at once.
    expect(titles(await browse(student, page(word)))).toEqual([`Older ${word}`]);
    await teacher.client.post(`/api/content-items/${newer.body.data.id}/publish`, {}).expect(200);
    const after = await browse(student, page(word));
    expect(titles(after)).toEqual([`Newer ${word}`, `Older ${word}`]);
    expect(after.meta.pagination.total).toBe(2);
  });

  it('shows a change by its teacher at once: a new title, a move out of the filter', async () => {
    const word = uniqueWord();
    const id = await content.content(teacher.id, { title: `Before ${word}`, category: 'math' });
    const mathOnly = page(word, { 'filters[category][$eq]': 'math' });
    expect(titles(await browse(student, page(word)))).toEqual([`Before ${word}`]);
    expect(titles(await browse(student, mathOnly))).toEqual([`Before ${word}`]);

    await teacher.client.put(`/api/content-items/${id}`, { data: { title: `After ${word}` } }).expect(200);
    expect(titles(await browse(student, page(word)))).toEqual([`After ${word}`]);

    await teacher.client.put(`/api/content-items/${id}`, { data: { category: 'science' } }).expect(200);
    expect(await browse(student, mathOnly)).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it('drops content its teacher deleted or withdrew at once', async () => {
    const word = uniqueWord();
    const unheld = await content.content(teacher.id, { title: `Unheld ${word}` });
    const held = await content.content(teacher.id, { title: `Held ${word}` });
    const holder = await signedInClient(t.app);
    await learning.enroll(holder.account.user.id, held);
    expect(titles(await browse(student, page(word))).sort()).toEqual([`Held ${word}`, `Unheld ${word}`]);

    expect((await teacher.client.delete(`/api/content-items/${unheld}`).expect(200)).body.data).toEqual({ id: unheld, outcome: 'deleted' });
    expect(titles(await browse(student, page(word)))).toEqual([`Held ${word}`]);

    expect((await teacher.client.delete(`/api/content-items/${held}`).expect(200)).body.data).toEqual({ id: held, outcome: 'withdrawn' });
    expect(await browse(student, page(word))).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it("never shows a teacher's private content to anyone else, whoever asked first", async () => {
    const word = uniqueWord();
    await content.content(teacher.id, { title: `Shared ${word}`, visibility: 'public' });
    await content.content(teacher.id, { title: `Mine ${word}`, visibility: 'private' });
    const everything = page(word, { 'filters[visibility][$in][0]': 'public', 'filters[visibility][$in][1]': 'private' });
    const otherTeacher = (await content.teacher()).client;

    // Someone else first, then the owner, then someone else again.
    expect(titles(await browse(student, everything))).toEqual([`Shared ${word}`]);
    expect(titles(await browse(teacher.client, everything)).sort()).toEqual([`Mine ${word}`, `Shared ${word}`]);
    expect(titles(await browse(student, everything))).toEqual([`Shared ${word}`]);
    expect(titles(await browse(otherTeacher, everything))).toEqual([`Shared ${word}`]);
    expect(titles(await browse(teacher.client, everything)).sort()).toEqual([`Mine ${word}`, `Shared ${word}`]);

    // The owner first, then others.
    const privateOnly = page(word, { 'filters[visibility][$in][0]': 'private' });
    expect(titles(await browse(teacher.client, privateOnly))).toEqual([`Mine ${word}`]);
    expect(await browse(otherTeacher, privateOnly)).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
    expect(await browse(student, privateOnly)).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it(`shows other changes (a new enrollment's count) within ${BROWSE_FRESHNESS_MS / 1000} seconds`, async () => {
    const word = uniqueWord();
    const id = await content.content(teacher.id, { title: `Counted ${word}` });
    expect((await browse(student, page(word))).data[0].enrollments).toBe(0);
    const learner = await signedInClient(t.app);
    await learner.client.post(`/api/content-items/${id}/enroll`, {}).expect(201);
    const enrolledAt = Date.now();

    // The student reads the page again and again, as a viewer would, until the count shows: the
    // read that first shows it was sent within the window (a steadily read page is read again sooner).
    let shownBy: number | null = null;
    while (shownBy === null && Date.now() - enrolledAt <= BROWSE_FRESHNESS_MS + 100) {
      const sentAt = Date.now();
      if ((await browse(student, page(word))).data[0].enrollments === 1) shownBy = sentAt - enrolledAt;
      else await sleep(100);
    }
    expect(shownBy).not.toBeNull();
    expect(shownBy!).toBeLessThanOrEqual(BROWSE_FRESHNESS_MS + 100);
  }, 30_000);
});
