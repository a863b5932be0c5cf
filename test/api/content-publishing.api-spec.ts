import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

const NOW = '2026-11-18T12:00:00.000Z';
const LATER = '2026-11-19T08:00:00.000Z';

const COMPLETE = {
  quiz: THREE_QUESTION_QUIZ,
  video: { videoUrl: 'https://media.example.org/fractions.mp4', durationSeconds: 596 },
  document: { sections: [{ heading: 'Cells', body: 'Every living thing is made of cells.' }] },
  interactive: { steps: [{ title: 'Mix', instruction: 'Pour red into yellow.', task: { prompt: 'Which colour?', choices: ['orange', 'green'], answerIndex: 0 } }] },
} as const;

type ContentType = keyof typeof COMPLETE;

/** A word no other test's content holds, so a search finds this test's content alone. */
const uniqueWord = () => `zp${randomBytes(5).toString('hex')}`;

/**
 * Draft, then publish (issue 41): new content is a draft its teacher alone sees; publishing asks
 * that it holds something to learn from; unpublishing is refused once a student is enrolled, also
 * against an enrollment racing it (on a PostgreSQL server).
 */
describe('drafts and publishing content (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let teacher: { client: ApiClient; id: number };
  let otherTeacher: ApiClient;
  let student: { client: ApiClient; id: number };

  /** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    t.clock.set(NOW);
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    const session = await content.teacher();
    teacher = { client: session.client, id: session.account.user.id };
    otherTeacher = (await content.teacher({ firstName: 'Other' })).client;
    const studentSession = await signedInClient(t.app);
    student = { client: studentSession.client, id: studentSession.account.user.id };
    await game.grantTokens(student.id, 100);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const publish = (client: ApiClient, id: number | string) => client.post(`/api/content-items/${id}/publish`, {});
  const unpublish = (client: ApiClient, id: number | string) => client.post(`/api/content-items/${id}/unpublish`, {});

  async function draft(data: object = {}): Promise<number> {
    const response = await teacher.client.post('/api/content-items', { data: { title: uniqueWord(), description: 'Slice pizzas.', ...data } });
    expect([response.status, response.body.message]).toEqual([201, undefined]);
    return response.body.data.id;
  }

  async function published(type: ContentType = 'quiz', data: object = {}): Promise<number> {
    const id = await draft({ type, contentData: COMPLETE[type], ...data });
    await publish(teacher.client, id).expect(200);
    return id;
  }

  async function stored(id: number) {
    const [row] = await t.dataSource.query(`SELECT status, published_at, title, type, content_data, updated_at FROM content_items WHERE id = $1`, [id]);
    return row as { status: string; published_at: Date | null; title: string; type: string; content_data: unknown; updated_at: Date } | undefined;
  }

  const browseIds = async (client: ApiClient, word: string): Promise<number[]> =>
    (await client.get(`/api/content-items?filters[$or][0][title][$containsi]=${word}&filters[$or][1][description][$containsi]=${word}`).expect(200)).body.data.map(
      (card: { id: number }) => card.id,
    );
  const publicIds = async (word: string): Promise<number[]> =>
    (await request(t.app.getHttpServer()).get(`/api/content-items/public?search=${word}`).expect(200)).body.data.map((card: { id: number }) => card.id);

  async function enrollments(contentId: number): Promise<number> {
    const [row] = await t.dataSource.query(`SELECT count(*)::int AS count FROM enrollments WHERE content_id = $1`, [contentId]);
    return row.count;
  }

  describe('a new content is a draft', () => {
    it('is answered and stored as a draft, even when complete', async () => {
      const response = await teacher.client.post('/api/content-items', { data: { title: 'Complete but new', description: 'x', type: 'quiz', contentData: THREE_QUESTION_QUIZ } });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ status: 'draft', publishedAt: null });
      expect(await stored(response.body.data.id)).toMatchObject({ status: 'draft', published_at: null });
    });

    it('is absent from browse and the public list, and not found by a student or another teacher; its teacher reads it', async () => {
      const word = uniqueWord();
      const id = await draft({ title: word, type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      expect(await browseIds(student.client, word)).toEqual([]);
      expect(await browseIds(teacher.client, word)).toEqual([]);
      expect(await publicIds(word)).toEqual([]);
      for (const client of [student.client, otherTeacher]) {
        const refused = await client.get(`/api/content-items/${id}`);
        expect([refused.status, refused.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      }
      const own = await teacher.client.get(`/api/content-items/${id}`).expect(200);
      expect(own.body.data.access).toMatchObject({ isOwner: true, hasAccess: true });
      // A teacher's own private drafts stay out of the catalogue too.
      const privateWord = uniqueWord();
      await draft({ title: privateWord, visibility: 'private' });
      expect((await teacher.client.get(`/api/content-items?filters[visibility][$in][0]=private&filters[$or][0][title][$containsi]=${privateWord}&filters[$or][1][description][$containsi]=${privateWord}`).expect(200)).body.data).toEqual([]);
    });

    it('takes no enrollment, no wishlist entry and no sponsor, and gives no access', async () => {
      const id = await draft({ type: 'quiz', tokenPrice: 10, contentData: THREE_QUESTION_QUIZ });
      const enroll = await student.client.post(`/api/content-items/${id}/enroll`, {});
      expect([enroll.status, enroll.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      expect(await enrollments(id)).toBe(0);
      const wish = await student.client.post('/api/student/wishlist', { type: 'course', contentId: id });
      expect([wish.status, wish.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      const sponsor = await signedInClient(t.app, { userRole: 'sponsor' });
      const pledge = await sponsor.client.post('/api/sponsors/sponsor-content', { contentId: id, amount: 5 });
      expect([pledge.status, pledge.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      const info = await student.client.post('/api/student/content/access-info', { contentIds: [id] }).expect(200);
      expect(info.body.data[String(id)]).toEqual({ hasAccess: false, canAfford: false, wishlisted: false, sponsored: false });
    });
  });

  describe('POST /content-items/{id}/publish', () => {
    it('refuses an empty quiz with 422 CONTENT_INCOMPLETE naming contentData.questions, and changes nothing', async () => {
      const id = await draft({ type: 'quiz' });
      const response = await publish(teacher.client, id);
      expect([response.status, response.body.code]).toEqual([422, 'CONTENT_INCOMPLETE']);
      expect(response.body.problems).toEqual({ 'contentData.questions': { code: 'noAnsweredQuestion' } });
      expect(response.body.errors).toEqual({ 'contentData.questions': 'Add at least one question with its correct answer (an answerIndex naming one of its choices)' });
      expect(response.body.message).toBe('Add at least one question with its correct answer (an answerIndex naming one of its choices)');
      expect(await stored(id)).toMatchObject({ status: 'draft', published_at: null });
    });

    it('refuses an empty video naming its media and its length', async () => {
      const id = await draft({ type: 'video' });
      const response = await publish(teacher.client, id);
      expect([response.status, response.body.code]).toEqual([422, 'CONTENT_INCOMPLETE']);
      expect(response.body.problems).toEqual({ 'contentData.videoUrl': { code: 'noVideoMedia' }, 'contentData.durationSeconds': { code: 'noVideoDuration' } });
      expect(Object.keys(response.body.errors)).toEqual(['contentData.videoUrl', 'contentData.durationSeconds']);
      const withoutLength = await draft({ type: 'video', contentData: { videoUrl: 'https://media.example.org/a.mp4' } });
      expect((await publish(teacher.client, withoutLength).expect(422)).body.problems).toEqual({ 'contentData.durationSeconds': { code: 'noVideoDuration' } });
    });

    it.each([
      ['document', { sections: [{ heading: 'Cells', body: '   ' }] }, { 'contentData.sections': { code: 'noSectionText' } }],
      ['interactive', { steps: [{ title: 'Look', instruction: 'Look at the colour wheel.' }] }, { 'contentData.steps': { code: 'noCheckedStep' } }],
      ['quiz', { questions: [{ prompt: 'Why?', choices: ['a', 'b'] }] }, { 'contentData.questions': { code: 'noAnsweredQuestion' } }],
    ])('refuses a %s without what it needs', async (type, contentData, problems) => {
      // An unanswered question is a format problem on create: the draft is written empty, the material stored as it would be kept.
      const id = await draft({ type });
      await t.dataSource.query(`UPDATE content_items SET content_data = $2 WHERE id = $1`, [id, JSON.stringify(contentData)]);
      const response = await publish(teacher.client, id);
      expect([response.status, response.body.code, response.body.problems]).toEqual([422, 'CONTENT_INCOMPLETE', problems]);
    });

    it.each(Object.keys(COMPLETE) as ContentType[])('publishes a complete %s: it enters browse and the public list, and publishing again changes nothing', async (type) => {
      const word = uniqueWord();
      const id = await draft({ title: word, type, contentData: COMPLETE[type] });
      const response = await publish(teacher.client, id);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id, title: word, type, status: 'published', publishedAt: NOW, contentData: COMPLETE[type] });
      expect(await browseIds(student.client, word)).toEqual([id]);
      expect(await publicIds(word)).toEqual([id]);
      expect((await student.client.get(`/api/content-items/${id}`).expect(200)).body.data.id).toBe(id);

      t.clock.set(LATER);
      const before = await stored(id);
      const again = await publish(teacher.client, id).expect(200);
      expect(again.body.data).toMatchObject({ status: 'published', publishedAt: NOW });
      expect(await stored(id)).toEqual(before);
    });

    it('is for the content’s own teacher: another teacher 403, a student 403, unknown content 404, a bad id 400 (nobody signed out: the authorization matrix)', async () => {
      const id = await draft({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      const other = await publish(otherTeacher, id);
      expect([other.status, other.body.code, other.body.message]).toEqual([403, 'NOT_CONTENT_OWNER', 'You can only publish your own content.']);
      const byStudent = await publish(student.client, id);
      expect([byStudent.status, byStudent.body.code, byStudent.body.message]).toEqual([403, 'FORBIDDEN', 'Only teachers can publish content.']);
      const unknown = await publish(teacher.client, 2_147_483_647);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      expect((await publish(teacher.client, 'abc')).status).toBe(400);
      expect(await stored(id)).toMatchObject({ status: 'draft' });
    });
  });

  describe('POST /content-items/{id}/unpublish', () => {
    it('is refused with 409 CONTENT_HAS_STUDENTS once a student is enrolled; the content stays published and theirs', async () => {
      const word = uniqueWord();
      const id = await published('quiz', { title: word });
      await student.client.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      const response = await unpublish(teacher.client, id);
      expect([response.status, response.body.code]).toEqual([409, 'CONTENT_HAS_STUDENTS']);
      expect(await stored(id)).toMatchObject({ status: 'published' });
      expect(await browseIds(student.client, word)).toEqual([id]);
    });

    it('takes content nobody holds back to a draft: out of browse, not found by students; a draft stays one', async () => {
      const word = uniqueWord();
      const id = await published('video', { title: word });
      expect(await browseIds(student.client, word)).toEqual([id]);
      t.clock.set(LATER);
      const response = await unpublish(teacher.client, id);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id, status: 'draft', publishedAt: null });
      expect(await stored(id)).toMatchObject({ status: 'draft', published_at: null, updated_at: new Date(LATER) });
      expect(await browseIds(student.client, word)).toEqual([]);
      expect((await student.client.get(`/api/content-items/${id}`)).status).toBe(404);
      expect((await unpublish(teacher.client, id).expect(200)).body.data.status).toBe('draft');
      // Published again, dated anew.
      expect((await publish(teacher.client, id).expect(200)).body.data).toMatchObject({ status: 'published', publishedAt: LATER });
    });

    it('is for the content’s own teacher', async () => {
      const id = await published();
      expect((await unpublish(otherTeacher, id)).body).toMatchObject({ statusCode: 403, code: 'NOT_CONTENT_OWNER', message: 'You can only unpublish your own content.' });
      expect((await unpublish(student.client, id)).body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect((await unpublish(teacher.client, 2_147_483_647)).body).toMatchObject({ statusCode: 404, code: 'CONTENT_NOT_FOUND' });
      expect(await stored(id)).toMatchObject({ status: 'published' });
    });
  });

  describe('changing published content', () => {
    it('a PUT emptying published content gets 422 CONTENT_INCOMPLETE and changes nothing', async () => {
      const id = await published('quiz');
      const before = await stored(id);
      t.clock.set(LATER);
      const emptied = await teacher.client.put(`/api/content-items/${id}`, { data: { title: 'Emptied', contentData: {} } });
      expect([emptied.status, emptied.body.code]).toEqual([422, 'CONTENT_INCOMPLETE']);
      expect(emptied.body.problems).toEqual({ 'data.contentData.questions': { code: 'noAnsweredQuestion' } });
      expect(emptied.body.errors).toEqual({ 'data.contentData.questions': 'Add at least one question with its correct answer (an answerIndex naming one of its choices)' });
      const retyped = await teacher.client.put(`/api/content-items/${id}`, { data: { type: 'video', contentData: { videoUrl: 'https://media.example.org/a.mp4' } } });
      expect([retyped.status, retyped.body.problems]).toEqual([422, { 'data.contentData.durationSeconds': { code: 'noVideoDuration' } }]);
      expect(await stored(id)).toEqual(before);
      // A complete change, or one of the other fields, goes through.
      await teacher.client.put(`/api/content-items/${id}`, { data: { title: 'Renamed' } }).expect(200);
      await teacher.client.put(`/api/content-items/${id}`, { data: { type: 'document', contentData: COMPLETE.document } }).expect(200);
    });

    it('a draft may be emptied', async () => {
      const id = await draft({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      const response = await teacher.client.put(`/api/content-items/${id}`, { data: { contentData: {} } }).expect(200);
      expect(response.body.data).toMatchObject({ status: 'draft', contentData: {} });
    });

    it('deleting published content with students still withdraws it: they keep their access', async () => {
      const id = await published('quiz');
      await student.client.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      expect((await teacher.client.delete(`/api/content-items/${id}`).expect(200)).body.data).toEqual({ id, outcome: 'withdrawn' });
      expect((await student.client.get(`/api/content-items/${id}`).expect(200)).body.data.access).toMatchObject({ enrolled: true, hasAccess: true });
    });
  });

  describe('the library', () => {
    it('carries each item’s status, in /teacher/content and /admin/content, and filters by it', async () => {
      const word = uniqueWord();
      const open = await published('quiz', { title: `${word} open` });
      const waiting = await draft({ title: `${word} waiting` });
      const all = (await teacher.client.get('/api/teacher/content').expect(200)).body.data as Array<{ id: number; status: string }>;
      expect(all.filter((item) => [open, waiting].includes(item.id)).map((item) => [item.id, item.status]).sort()).toEqual([
        [open, 'published'],
        [waiting, 'draft'],
      ].sort());
      const drafts = await teacher.client.get(`/api/admin/content?filter=${encodeURIComponent(JSON.stringify({ q: word, status: 'draft' }))}`).expect(200);
      expect(drafts.body.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([[waiting, 'draft']]);
      const one = await teacher.client.get(`/api/admin/content/${open}`).expect(200);
      expect(one.body).toMatchObject({ status: 'published', publishedAt: NOW });
    });
  });

  const onServer = runsOnPostgresServer() ? describe : describe.skip;

  onServer('under concurrency (PostgreSQL)', () => {
    it('an unpublish racing enrollments never leaves an enrolled student on a draft', async () => {
      const learners = await Promise.all(Array.from({ length: 6 }, () => signedInClient(t.app)));
      let refusedUnpublish = 0;
      let draftsLeft = 0;
      for (let round = 0; round < 8; round += 1) {
        const id = await published('quiz');
        // The unpublish goes out among the enrollments: before, between or after them.
        const calls = learners.map((learner) => () => learner.client.post(`/api/content-items/${id}/enroll`, {}));
        calls.splice(round % (learners.length + 1), 0, () => unpublish(teacher.client, id));
        const responses = await Promise.all(calls.map((call) => call()));
        const unpublished = responses[round % (learners.length + 1)];
        const enrolled = responses.filter((response) => response.status === 201).length;
        const row = await stored(id);
        if (unpublished.status === 200) {
          draftsLeft += 1;
          expect(row!.status).toBe('draft');
          expect(await enrollments(id)).toBe(0);
          expect(enrolled).toBe(0);
          for (const response of responses.filter((response) => response !== unpublished)) expect([response.status, response.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
        } else {
          refusedUnpublish += 1;
          expect([unpublished.status, unpublished.body.code]).toEqual([409, 'CONTENT_HAS_STUDENTS']);
          expect(row!.status).toBe('published');
          expect(await enrollments(id)).toBeGreaterThan(0);
        }
        expect(await enrollments(id)).toBe(enrolled);
      }
      expect(refusedUnpublish + draftsLeft).toBe(8);
    });
  });
});
