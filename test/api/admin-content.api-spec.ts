import request from 'supertest';
import { LIBRARY_SORTS, type LibrarySort } from '../../domain/content/library-query';
import { adminDataProvider, AdminHttpError } from '../support/admin-data-provider';
import type { ApiClient } from '../support/api-client';
import { signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type Record = {
  id: number;
  title: string;
  type: string;
  category: string;
  visibility: string;
  status: string;
  tokenPrice: number;
  duration: number;
  views: number;
  enrollments: number;
  completions: number;
  rating: number;
  ratingCount: number;
  createdAt: string;
  updatedAt: string;
  withdrawn: boolean;
  withdrawnAt: string | null;
  [key: string]: unknown;
};

/** What each order compares in a record, as the server sorts it (the title without case, the rating as shown). */
const KEY: { [S in LibrarySort]: (record: Record) => number | string } = {
  id: (record) => record.id,
  title: (record) => record.title.toLowerCase(),
  type: (record) => record.type,
  category: (record) => record.category,
  visibility: (record) => record.visibility,
  status: (record) => record.status,
  tokenPrice: (record) => record.tokenPrice,
  duration: (record) => record.duration,
  views: (record) => record.views,
  enrollments: (record) => record.enrollments,
  completions: (record) => record.completions,
  rating: (record) => record.rating,
  createdAt: (record) => Date.parse(record.createdAt),
  updatedAt: (record) => Date.parse(record.updatedAt),
};

/** The records sorted by `sort` in `order`, ties by id in the same direction. */
function expectedOrder(records: Record[], sort: LibrarySort, order: 'ASC' | 'DESC'): number[] {
  const sign = order === 'ASC' ? 1 : -1;
  return [...records]
    .sort((a, b) => {
      const [x, y] = [KEY[sort](a), KEY[sort](b)];
      if (x !== y) return (x < y ? -1 : 1) * sign;
      return (a.id - b.id) * sign;
    })
    .map((record) => record.id);
}

/**
 * The teacher's content library as a react-admin resource (GET /api/admin/content), driven by
 * ra-data-simple-rest itself: every order both ways with ties by id, the filters, Content-Range,
 * pages that neither repeat nor skip, one item by id, and nothing of another teacher's.
 */
describe('react-admin content library through ra-data-simple-rest (API)', () => {
  let t: TestApp;
  let teacher: ApiClient;
  let otherTeacher: ApiClient;
  let provider: ReturnType<typeof adminDataProvider>;
  const ids: { [title: string]: number } = {};
  let foreignId = 0;

  const list = async (sort: { field: string; order: 'ASC' | 'DESC' }, filter: object = {}, page = 1, perPage = 100) =>
    provider.getList('content', { pagination: { page, perPage }, sort, filter }) as Promise<{ data: Record[]; total?: number }>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    const fixtures = new ContentFixtures(t.app, t.dataSource);
    const session = await fixtures.teacher();
    teacher = session.client;
    provider = adminDataProvider(teacher);
    const teacherId = session.account.user.id;
    // Ties on purpose: two 'Algebra basics', equal prices, equal enrollments, equal shown ratings (4.3 from 13/3 and 43/10), one created time.
    const seeds = [
      { title: 'Algebra basics', type: 'video', category: 'math', visibility: 'public', tokenPrice: 0, duration: 30, counters: [10, 4, 1, 13, 3], created: '2026-11-01T10:00:00Z', updated: '2026-11-10T10:00:00Z' },
      { title: 'Biology cells', type: 'quiz', category: 'science', visibility: 'premium', tokenPrice: 20, duration: 15, counters: [50, 9, 5, 43, 10], created: '2026-11-02T10:00:00Z', updated: '2026-11-03T10:00:00Z' },
      { title: 'Algebra basics', type: 'document', category: 'math', visibility: 'private', tokenPrice: 20, duration: 45, counters: [0, 0, 0, 0, 0], created: '2026-11-02T10:00:00Z', updated: '2026-11-12T10:00:00Z' },
      { title: 'Drawing faces', type: 'interactive', category: 'art', visibility: 'public', tokenPrice: 5, duration: 15, counters: [30, 4, 4, 10, 2], created: '2026-11-04T10:00:00Z', updated: '2026-11-04T10:00:00Z', draft: true },
      { title: 'essays for beginners', type: 'document', category: 'english', visibility: 'public', tokenPrice: 0, duration: 60, counters: [7, 1, 0, 2, 1], created: '2026-11-05T10:00:00Z', updated: '2026-11-15T10:00:00Z' },
      { title: 'Chemistry of cooking', type: 'video', category: 'science', visibility: 'public', tokenPrice: 10, duration: 20, counters: [20, 9, 2, 0, 0], created: '2026-11-06T10:00:00Z', updated: '2026-11-06T10:00:00Z', withdrawn: true },
    ] as const;
    for (const [index, seed] of seeds.entries()) {
      const id = await fixtures.content(teacherId, { title: seed.title, type: seed.type, category: seed.category, visibility: seed.visibility, tokenPrice: seed.tokenPrice, duration: seed.duration, createdAt: new Date(seed.created), status: 'draft' in seed ? 'draft' : 'published' });
      const [views, enrollments, completions, ratingSum, ratingCount] = seed.counters;
      await t.dataSource.query(
        `UPDATE content_items SET views = $2, enrollments = $3, completions = $4, rating_sum = $5, rating_count = $6, rating = $7, updated_at = $8, withdrawn_at = $9 WHERE id = $1`,
        [id, views, enrollments, completions, ratingSum, ratingCount, ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 100) / 100 : 0, seed.updated, 'withdrawn' in seed ? seed.updated : null],
      );
      ids[index === 2 ? 'Algebra basics (private)' : seed.title] = id;
    }
    const other = await fixtures.teacher({ firstName: 'Other' });
    otherTeacher = other.client;
    foreignId = await fixtures.content(other.account.user.id, { title: 'Algebra elsewhere' });
  });
  afterAll(() => t.close());

  it('lists only my content, every item, withdrawn and private ones included, with the total in Content-Range (exposed to the browser)', async () => {
    const all = await list({ field: 'id', order: 'ASC' });
    expect(all.total).toBe(6);
    expect(all.data.map((record) => record.id)).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(all.data.map((record) => record.id)).not.toContain(foreignId);
    expect(all.data.find((record) => record.id === ids['Chemistry of cooking'])).toMatchObject({ withdrawn: true, withdrawnAt: '2026-11-06T10:00:00.000Z' });
    expect(all.data.find((record) => record.id === ids['Drawing faces'])).toMatchObject({ status: 'draft', publishedAt: null });
    expect(all.data.find((record) => record.id === ids['Biology cells'])).toMatchObject({ status: 'published', publishedAt: '2026-11-02T10:00:00.000Z', views: 50, enrollments: 9, completions: 5, rating: 4.3, ratingCount: 10, updatedAt: '2026-11-03T10:00:00.000Z' });
    expect(all.data[0]).not.toHaveProperty('contentData');

    const raw = await teacher.get('/api/admin/content?sort=["title","ASC"]&range=[2,3]&filter={}').expect(200);
    expect(raw.headers['content-range']).toBe('content 2-3/6');
    expect(raw.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(Array.isArray(raw.body)).toBe(true);
    const beyond = await teacher.get('/api/admin/content?range=[50,59]').expect(200);
    expect([beyond.body, beyond.headers['content-range']]).toEqual([[], 'content */6']);
    const otherList = await otherTeacher.get('/api/admin/content?sort=["id","ASC"]&range=[0,9]').expect(200);
    expect([otherList.body.map((record: Record) => record.id), otherList.headers['content-range']]).toEqual([[foreignId], 'content 0-0/1']);
  });

  it.each(LIBRARY_SORTS.flatMap((sort) => (['ASC', 'DESC'] as const).map((order) => [sort, order] as const)))('sorts by %s %s, ties by id', async (sort, order) => {
    const all = await list({ field: 'id', order: 'ASC' });
    const sorted = await list({ field: sort, order });
    expect(sorted.data.map((record) => record.id)).toEqual(expectedOrder(all.data, sort, order));
    // Pages of two in that order put together are the whole list: nothing repeated, nothing skipped.
    const pages = await Promise.all([1, 2, 3].map((page) => list({ field: sort, order }, {}, page, 2)));
    expect(pages.flatMap((page) => page.data.map((record) => record.id))).toEqual(sorted.data.map((record) => record.id));
  });

  it('has real ties to break: equal titles, prices, enrollments, shown ratings and creation times', async () => {
    const all = (await list({ field: 'id', order: 'ASC' })).data;
    const tied = (key: (record: Record) => unknown) => new Set(all.map(key)).size < all.length;
    expect([tied(KEY.title), tied(KEY.tokenPrice), tied(KEY.enrollments), tied(KEY.rating), tied(KEY.createdAt)]).toEqual([true, true, true, true, true]);
    expect(all.filter((record) => record.rating === 4.3)).toHaveLength(2);
  });

  it('filters by words of the title, type, category, visibility, status, withdrawn and ids, together too', async () => {
    const titles = async (filter: object) => {
      const answer = await list({ field: 'id', order: 'ASC' }, filter);
      expect(answer.total).toBe(answer.data.length);
      return answer.data.map((record) => record.id);
    };
    expect(await titles({ q: 'ALGEBRA' })).toEqual([ids['Algebra basics'], ids['Algebra basics (private)']]);
    expect(await titles({ q: 'cook  chem' })).toEqual([ids['Chemistry of cooking']]);
    expect(await titles({ q: 'algebra cells' })).toEqual([]);
    expect(await titles({ q: '100%' })).toEqual([]);
    expect(await titles({ type: 'document' })).toEqual([ids['Algebra basics (private)'], ids['essays for beginners']]);
    expect(await titles({ category: 'science' })).toEqual([ids['Biology cells'], ids['Chemistry of cooking']]);
    expect(await titles({ visibility: 'private' })).toEqual([ids['Algebra basics (private)']]);
    expect(await titles({ status: 'draft' })).toEqual([ids['Drawing faces']]);
    expect(await titles({ status: 'published' })).toHaveLength(5);
    expect(await titles({ status: 'published', category: 'art' })).toEqual([]);
    expect(await titles({ withdrawn: true })).toEqual([ids['Chemistry of cooking']]);
    expect(await titles({ withdrawn: false })).toHaveLength(5);
    expect(await titles({ category: 'math', type: 'video' })).toEqual([ids['Algebra basics']]);
    expect(await titles({ id: [ids['Drawing faces'], foreignId] })).toEqual([ids['Drawing faces']]);
    const many = await provider.getMany('content', { ids: [ids['Biology cells'], ids['Drawing faces']] });
    expect(many.data.map((record) => record.id).sort((a, b) => Number(a) - Number(b))).toEqual([ids['Biology cells'], ids['Drawing faces']].sort((a, b) => a - b));
  });

  it('answers one of my items with its contentData, withdrawn included; another teacher’s or none is 404', async () => {
    const one = await provider.getOne('content', { id: ids['Algebra basics'] });
    expect(one.data).toMatchObject({ id: ids['Algebra basics'], title: 'Algebra basics', status: 'published', withdrawn: false, contentData: { videoUrl: 'https://media.example.org/fractions.mp4' } });
    const withdrawn = await teacher.get(`/api/admin/content/${ids['Chemistry of cooking']}`).expect(200);
    expect(withdrawn.body.withdrawn).toBe(true);
    for (const id of [foreignId, 999_999]) {
      const refused = await teacher.get(`/api/admin/content/${id}`).expect(404);
      expect(refused.body.code).toBe('CONTENT_NOT_FOUND');
    }
    await otherTeacher.get(`/api/admin/content/${ids['Algebra basics']}`).expect(404);
  });

  it('refuses a sort field, an order, a range or a filter it does not know with 400 and says what it takes', async () => {
    const sortRefused = await teacher.get('/api/admin/content?sort=["teacherId","ASC"]').expect(400);
    expect(sortRefused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(sortRefused.body.message).toContain('title, type, category');
    for (const query of ['sort=["title","UP"]', 'sort=["rating"]', 'sort=title', 'range=[5,2]', 'range=[0,500]', 'filter={"teacherId":1}', 'filter=nope', 'filter={"q":5}', 'filter={"type":"podcast"}', 'filter={"visibility":"draft"}', 'filter={"status":"hidden"}', 'filter={"withdrawn":"yes"}', 'filter={"id":["x"]}']) {
      const response = await teacher.get(`/api/admin/content?${query}`).expect(400);
      expect([query, response.body.code]).toEqual([query, 'VALIDATION_FAILED']);
    }
    const typeRefused = await teacher.get('/api/admin/content?filter={"type":"podcast"}').expect(400);
    expect(typeRefused.body.message).toBe('filter.type must be one of video, quiz, document, interactive');
  });

  it('is for teachers only: a student is refused as on the other teacher routes, and nobody signed out gets in', async () => {
    const student = await signedInClient(t.app);
    const refused = await student.client.get('/api/admin/content').expect(403);
    expect(refused.body.message).toBe('This dashboard is only available for teachers.');
    await student.client.get(`/api/admin/content/${ids['Algebra basics']}`).expect(403);
    await request(t.app.getHttpServer()).get('/api/admin/content').expect(401);
    await expect(adminDataProvider(student.client).getList('content', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toBeInstanceOf(AdminHttpError);
  });
});
