import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ, type ContentSeed } from '../support/content-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * The test database is shared by every test file of a run, so each test gives its content a word of
 * its own and searches for it: the catalogue it sees is the content it made.
 */
type Params = Array<[string, string]>;
type Card = Record<string, unknown> & { id: number; title: string };

const uniqueWord = () => `zq${randomBytes(5).toString('hex')}`;
const queryString = (params: Params) => params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
const searching = (word: string): Params => [
  ['filters[$or][0][title][$containsi]', word],
  ['filters[$or][1][description][$containsi]', word],
];

describe('the content catalogue (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let student: ApiClient;
  let teacher: { client: ApiClient; id: number };

  /** On a PostgreSQL server the app prepares its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    t.clock.set('2026-11-18T12:00:00Z');
    content = new ContentFixtures(t.app, t.dataSource);
    student = (await signedInClient(t.app)).client;
    const { client, account } = await content.teacher();
    teacher = { client, id: account.user.id };
    await t.dataSource.query(`UPDATE teacher_profiles SET department = 'Mathematics' WHERE user_id = $1`, [teacher.id]);
  });
  afterAll(() => t.close());

  async function browse(client: ApiClient, params: Params, status = 200) {
    const response = await client.get(`/api/content-items?${queryString(params)}`);
    expect([response.status, response.body.message]).toEqual([status, status === 200 ? undefined : expect.any(String)]);
    return response.body as { data: Card[]; meta: { pagination: { page: number; pageSize: number; total: number; pageCount: number } }; message?: string; code?: string };
  }

  const titles = (answer: { data: Card[] }) => answer.data.map((card) => card.title);

  /** Content whose title starts with the test's word, by the shared teacher unless told otherwise. */
  async function make(word: string, suffix: string, overrides: Partial<ContentSeed> = {}, teacherId = teacher.id) {
    return content.content(teacherId, { title: `${word} ${suffix}`, ...overrides });
  }

  describe('filters', () => {
    it.each([
      ['category', 'filters[category][$eq]', 'science', { category: 'science' }, { category: 'art' }],
      ['difficulty', 'filters[difficulty][$eq]', 'advanced', { difficulty: 'advanced' as const }, { difficulty: 'beginner' as const }],
      ['type', 'filters[type][$eq]', 'quiz', { type: 'quiz' as const }, { type: 'video' as const }],
    ])('by %s', async (_, key, value, matching, other) => {
      const word = uniqueWord();
      await make(word, 'match', matching);
      await make(word, 'other', other);
      const answer = await browse(student, [...searching(word), [key, value]]);
      expect(titles(answer)).toEqual([`${word} match`]);
      expect(answer.meta.pagination.total).toBe(1);
    });

    it('searches title or description, case-insensitively', async () => {
      const word = uniqueWord();
      await content.content(teacher.id, { title: `All about ${word.toUpperCase()}`, createdAt: new Date('2026-11-01T10:00:00Z') });
      await content.content(teacher.id, { title: 'Plain title', description: `The description mentions ${word} once.`, createdAt: new Date('2026-11-02T10:00:00Z') });
      await content.content(teacher.id, { title: `Almost ${word.slice(0, -1)}`, createdAt: new Date('2026-11-03T10:00:00Z') });
      const answer = await browse(student, searching(word));
      expect(titles(answer)).toEqual(['Plain title', `All about ${word.toUpperCase()}`]);
    });

    it("takes LIKE's wildcards in the search word literally", async () => {
      const word = uniqueWord();
      await make(word, '100% fun');
      await make(word, '100 fun');
      await make(word, 'a_b');
      await make(word, 'axb');
      expect(titles(await browse(student, searching(`${word} 100%`)))).toEqual([`${word} 100% fun`]);
      expect(titles(await browse(student, searching(`${word} a_b`)))).toEqual([`${word} a_b`]);
    });

    it('by price: at most the given tokens', async () => {
      const word = uniqueWord();
      await make(word, 'free', { tokenPrice: 0 });
      await make(word, 'ten', { tokenPrice: 10 });
      await make(word, 'fifty', { tokenPrice: 50 });
      const answer = await browse(student, [...searching(word), ['filters[tokenPrice][$lte]', '10'], ['sort', 'tokenPrice:asc']]);
      expect(titles(answer)).toEqual([`${word} free`, `${word} ten`]);
    });

    it('combines filters', async () => {
      const word = uniqueWord();
      await make(word, 'hit', { category: 'history', difficulty: 'intermediate', type: 'document', tokenPrice: 5 });
      await make(word, 'pricey', { category: 'history', difficulty: 'intermediate', type: 'document', tokenPrice: 500 });
      await make(word, 'wrong type', { category: 'history', difficulty: 'intermediate', type: 'video', tokenPrice: 5 });
      const answer = await browse(student, [
        ...searching(word),
        ['filters[category][$eq]', 'history'],
        ['filters[difficulty][$eq]', 'intermediate'],
        ['filters[type][$eq]', 'document'],
        ['filters[tokenPrice][$lte]', '100'],
      ]);
      expect(titles(answer)).toEqual([`${word} hit`]);
    });
  });

  describe('visibility', () => {
    let word: string;
    let otherTeacher: ApiClient;
    let parent: ApiClient;

    beforeAll(async () => {
      word = uniqueWord();
      otherTeacher = (await content.teacher()).client;
      parent = (await signedInClient(t.app, { userRole: 'parent' })).client;
      await make(word, 'public', { visibility: 'public', createdAt: new Date('2026-11-01T10:00:00Z') });
      await make(word, 'premium', { visibility: 'premium', createdAt: new Date('2026-11-02T10:00:00Z') });
      await make(word, 'private', { visibility: 'private', createdAt: new Date('2026-11-03T10:00:00Z') });
      const withdrawn = await make(word, 'withdrawn', { visibility: 'public', createdAt: new Date('2026-11-04T10:00:00Z') });
      await t.dataSource.query(`UPDATE content_items SET withdrawn_at = now() WHERE id = $1`, [withdrawn]);
    });

    const inVisibility = (...values: string[]): Params => values.map((value) => ['filters[visibility][$in][]', value]);

    it('lists public and premium by default, never private or withdrawn content', async () => {
      for (const client of [student, parent, teacher.client]) {
        expect(titles(await browse(client, searching(word)))).toEqual([`${word} premium`, `${word} public`]);
      }
    });

    it('narrows to the visibilities asked for', async () => {
      expect(titles(await browse(student, [...searching(word), ...inVisibility('premium')]))).toEqual([`${word} premium`]);
      expect(titles(await browse(student, [...searching(word), ['filters[visibility][$in][0]', 'public']]))).toEqual([`${word} public`]);
    });

    it('shows private content to its own teacher only', async () => {
      const own = await browse(teacher.client, [...searching(word), ...inVisibility('public', 'private')]);
      expect(titles(own)).toEqual([`${word} private`, `${word} public`]);
      expect(titles(await browse(teacher.client, [...searching(word), ['filters[visibility][$in][0]', 'private']]))).toEqual([`${word} private`]);

      for (const client of [student, otherTeacher, parent]) {
        const answer = await browse(client, [...searching(word), ...inVisibility('private')]);
        expect(answer).toMatchObject({ data: [], meta: { pagination: { total: 0, pageCount: 0 } } });
        expect(titles(await browse(client, [...searching(word), ...inVisibility('private', 'premium')]))).toEqual([`${word} premium`]);
      }
    });

    it('refuses a visibility outside public, premium and private', async () => {
      const answer = await browse(student, inVisibility('secret'), 400);
      expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', message: "'filters[visibility][$in][]' must be one of public, premium, private" });
    });
  });

  describe('sorting', () => {
    let word: string;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      word = uniqueWord();
      const rows = [
        { name: 'a', createdAt: '2026-10-01T00:00:00Z', enrollments: 5, ratingSum: 9, ratingCount: 2, price: 30 },
        { name: 'b', createdAt: '2026-10-03T00:00:00Z', enrollments: 1, ratingSum: 5, ratingCount: 1, price: 10 },
        { name: 'c', createdAt: '2026-10-02T00:00:00Z', enrollments: 9, ratingSum: 6, ratingCount: 2, price: 20 },
      ];
      for (const row of rows) {
        ids[row.name] = await make(word, row.name, { createdAt: new Date(row.createdAt), tokenPrice: row.price });
        await t.dataSource.query(
          `UPDATE content_items SET enrollments = $2, rating_sum = $3::int, rating_count = $4::int, rating = round($3::int::numeric / $4::int, 2) WHERE id = $1`,
          [ids[row.name], row.enrollments, row.ratingSum, row.ratingCount],
        );
      }
    });

    it.each([
      ['createdAt:asc', ['a', 'c', 'b']],
      ['createdAt:desc', ['b', 'c', 'a']],
      ['enrollments:asc', ['b', 'a', 'c']],
      ['enrollments:desc', ['c', 'a', 'b']],
      ['rating:asc', ['c', 'a', 'b']], // 3.0, 4.5, 5.0
      ['rating:desc', ['b', 'a', 'c']],
      ['tokenPrice:asc', ['b', 'c', 'a']],
      ['tokenPrice:desc', ['a', 'c', 'b']],
    ])('%s', async (sort, order) => {
      expect(titles(await browse(student, [...searching(word), ['sort', sort]]))).toEqual(order.map((name) => `${word} ${name}`));
    });

    it('newest first by default', async () => {
      expect(titles(await browse(student, searching(word)))).toEqual(['b', 'c', 'a'].map((name) => `${word} ${name}`));
    });

    it('breaks ties by id in the same direction', async () => {
      const tie = uniqueWord();
      const first = await make(tie, 'first', { tokenPrice: 7 });
      const second = await make(tie, 'second', { tokenPrice: 7 });
      expect((await browse(student, [...searching(tie), ['sort', 'tokenPrice:asc']])).data.map((card) => card.id)).toEqual([first, second]);
      expect((await browse(student, [...searching(tie), ['sort', 'tokenPrice:desc']])).data.map((card) => card.id)).toEqual([second, first]);
    });

    it.each(['title:asc', 'rating', 'rating:up', 'views:desc'])('refuses sort=%s', async (sort) => {
      const answer = await browse(student, [['sort', sort]], 400);
      expect(answer.message).toBe("'sort' must be one of createdAt, enrollments, rating, tokenPrice followed by :asc or :desc");
    });
  });

  describe('paging', () => {
    let word: string;

    beforeAll(async () => {
      word = uniqueWord();
      for (let day = 1; day <= 5; day += 1) await make(word, `day ${day}`, { createdAt: new Date(`2026-09-0${day}T00:00:00Z`) });
    });

    const page = (number: number, size: number) => browse(student, [...searching(word), ['pagination[page]', String(number)], ['pagination[pageSize]', String(size)]]);

    it('pages through with the total and the page count', async () => {
      const first = await page(1, 2);
      expect(titles(first)).toEqual([`${word} day 5`, `${word} day 4`]);
      expect(first.meta.pagination).toEqual({ page: 1, pageSize: 2, total: 5, pageCount: 3 });
      expect(titles(await page(3, 2))).toEqual([`${word} day 1`]);
    });

    it('a page past the end is empty, with the right total and page count', async () => {
      const beyond = await page(4, 2);
      expect(beyond).toEqual({ data: [], meta: { pagination: { page: 4, pageSize: 2, total: 5, pageCount: 3 } } });
      expect((await page(99_999, 100)).meta.pagination).toEqual({ page: 99_999, pageSize: 100, total: 5, pageCount: 1 });
    });

    it('pages of 12 by default; 100 at most', async () => {
      expect((await browse(student, searching(word))).meta.pagination).toEqual({ page: 1, pageSize: 12, total: 5, pageCount: 1 });
      expect((await page(1, 100)).data).toHaveLength(5);
      expect((await browse(student, [['pagination[pageSize]', '101']], 400)).message).toBe("'pagination[pageSize]' must be a whole number from 1 to 100");
      expect((await browse(student, [['pagination[page]', '0']], 400)).message).toBe("'pagination[page]' must be a whole number from 1 to 100000");
      expect((await browse(student, [['pagination[page]', '1.5']], 400)).code).toBe('VALIDATION_FAILED');
      expect((await browse(student, [['pagination[page]', '1'], ['pagination[page]', '2']], 400)).message).toBe("'pagination[page]' may be given only once");
    });
  });

  describe('the query language refuses what it does not know, naming it', () => {
    it.each([
      [[['filters[colour][$eq]', 'red']], "Unknown query parameter 'filters[colour][$eq]'"],
      [[['filters[category][$ne]', 'math']], "Unknown operator '$ne' in 'filters[category][$ne]'"],
      [[['filters[tokenPrice][$gte]', '3']], "Unknown operator '$gte' in 'filters[tokenPrice][$gte]'"],
      [[['filters[category][$eq]', 'cooking']], "'filters[category][$eq]' must be one of math, science, english, art, programming, history, geography, general"],
      [[['filters[$or][0][title][$containsi]', 'a'], ['filters[$or][1][description][$containsi]', 'b']], expect.stringContaining("'filters[$or]' must search the same word")],
      [[['filters[$or][0][title][$containsi]', 'x'.repeat(101)], ['filters[$or][1][description][$containsi]', 'x'.repeat(101)]], "'filters[$or][0][title][$containsi]' must be at most 100 characters"],
      [[['populate', 'students']], "'populate' must be 'teacher' or '*'"],
      [[['limit', '5']], "Unknown query parameter 'limit'"],
    ] as Array<[Params, string]>)('%j', async (params, message) => {
      const answer = await browse(student, params, 400);
      expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });

    it('reads the keys whether or not the brackets are percent-encoded', async () => {
      const word = uniqueWord();
      await make(word, 'art', { category: 'art' });
      const raw = await student.get(`/api/content-items?filters[category][$eq]=art&filters[$or][0][title][$containsi]=${word}&filters[$or][1][description][$containsi]=${word}`);
      expect(raw.status).toBe(200);
      expect(titles(raw.body)).toEqual([`${word} art`]);
    });

    it('refuses a NUL in a search word', async () => {
      const answer = await browse(student, searching('a\u0000b'), 400);
      expect(answer.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('cards', () => {
    it('have one shape, with the teacher populated only when asked', async () => {
      const word = uniqueWord();
      const id = await make(word, 'card', { description: 'About cells.', category: 'science', difficulty: 'intermediate', duration: 25, tokenPrice: 15, visibility: 'premium', tags: ['biology', 'cells'] });
      await t.dataSource.query(
        `UPDATE content_items SET views = 40, enrollments = 10, completions = 3, rating_sum = 13, rating_count = 3, rating = 4.33, thumbnail_url = 'https://img.example.org/c.png' WHERE id = $1`,
        [id],
      );
      const [plain] = (await browse(student, searching(word))).data;
      expect(plain).toEqual({
        id,
        title: `${word} card`,
        description: 'About cells.',
        type: 'video',
        category: 'science',
        difficulty: 'intermediate',
        duration: 25,
        tokenPrice: 15,
        visibility: 'premium',
        tags: ['biology', 'cells'],
        thumbnail: { url: 'https://img.example.org/c.png' },
        views: 40,
        enrollments: 10,
        completions: 3,
        rating: 4.3,
        ratingCount: 3,
        createdAt: '2026-11-01T10:00:00.000Z',
        teacherFirstName: 'Ada',
        teacherLastName: 'Teach',
        teacherUsername: expect.any(String),
        analytics: { engagement: { enrollmentRate: 25, completionRate: 30 } },
      });
      expect(plain).not.toHaveProperty('contentData');

      for (const populate of [[['populate', 'teacher']], [['populate', '*']], [['populate[0]', 'teacher']], [['populate[teacher]', 'true']]] as Params[]) {
        const [card] = (await browse(student, [...searching(word), ...populate])).data;
        expect(card.teacher).toEqual({ id: teacher.id, department: 'Mathematics', user: { username: plain.teacherUsername, firstName: 'Ada', lastName: 'Teach' } });
      }
    });

    it('needs a signed-in caller', async () => {
      const response = await request(t.app.getHttpServer()).get('/api/content-items');
      expect(response.status).toBe(401);
    });
  });

  describe('the public catalogue', () => {
    it('answers without a token: public and premium, filtered and searched', async () => {
      const word = uniqueWord();
      await make(word, 'public art', { category: 'art', createdAt: new Date('2026-11-01T00:00:00Z') });
      await make(word, 'premium art', { category: 'art', visibility: 'premium', createdAt: new Date('2026-11-02T00:00:00Z') });
      await make(word, 'private art', { category: 'art', visibility: 'private' });
      await make(word, 'public math', { category: 'math' });
      const anonymous = request(t.app.getHttpServer());
      const response = await anonymous.get(`/api/content-items/public?${queryString([['search', word.toUpperCase()], ['category', 'art'], ['pagination[pageSize]', '1']])}`);
      expect(response.status).toBe(200);
      expect(titles(response.body)).toEqual([`${word} premium art`]);
      expect(response.body.meta.pagination).toEqual({ page: 1, pageSize: 1, total: 2, pageCount: 2 });
      expect(response.body.data[0]).not.toHaveProperty('teacher');

      const filtered = await anonymous.get(`/api/content-items/public?${queryString([['search', word], ['type', 'video'], ['difficulty', 'beginner']])}`);
      expect(filtered.body.meta.pagination.total).toBe(3);
    });

    it('refuses keys it does not take', async () => {
      const response = await request(t.app.getHttpServer()).get('/api/content-items/public?sort=rating:desc');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Unknown query parameter 'sort'");
    });
  });

  describe('one content', () => {
    const LONG = `${'Fractions are parts of a whole. '.repeat(10)}`.trim();
    let quizId: number;
    let enrolledStudent: ApiClient;

    beforeAll(async () => {
      quizId = await content.content(teacher.id, { title: 'Quick quiz', description: LONG, type: 'quiz', contentData: THREE_QUESTION_QUIZ, tokenPrice: 0 });
      enrolledStudent = (await signedInClient(t.app)).client;
      await enrolledStudent.post(`/api/content-items/${quizId}/enroll`, {}).expect(201);
    });

    const read = async (client: ApiClient, id = quizId, status = 200) => {
      const response = await client.get(`/api/content-items/${id}`);
      expect([response.status, response.body.code]).toEqual([status, status === 200 ? undefined : expect.any(String)]);
      return response.body;
    };
    const questionsWithoutAnswers = THREE_QUESTION_QUIZ.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices }));

    it('its teacher gets the whole content, answers left out, and the teacher populated', async () => {
      const { data } = await read(teacher.client);
      expect(data).toMatchObject({
        id: quizId,
        description: LONG,
        contentData: { passPercent: 60, questions: questionsWithoutAnswers },
        access: { isOwner: true, enrolled: false, hasAccess: true, preview: false, previewSeconds: null },
        enrollment: null,
        myRating: null,
        teacher: { id: teacher.id, department: 'Mathematics', user: { firstName: 'Ada', lastName: 'Teach' } },
      });
      expect(JSON.stringify(data)).not.toMatch(/answerIndex|explanation/);
    });

    it("shows its readers the teacher's picture, bio and subjects, as the teacher last saved them", async () => {
      await teacher.client.put('/api/teacher/profile', { data: { avatar: '🦉', bio: 'I teach quizzes.', subjects: ['Algebra', 'Logic'] } }).expect(200);
      const { data } = await read(enrolledStudent);
      expect(data.teacher).toEqual({
        id: teacher.id,
        department: 'Mathematics',
        user: { username: expect.any(String), firstName: 'Ada', lastName: 'Teach' },
        avatar: '🦉',
        bio: 'I teach quizzes.',
        subjects: ['Algebra', 'Logic'],
      });
    });

    it('an enrolled student gets the whole content without answers, and their enrollment', async () => {
      const { data } = await read(enrolledStudent);
      expect(data).toMatchObject({
        description: LONG,
        contentData: { passPercent: 60, questions: questionsWithoutAnswers },
        access: { isOwner: false, enrolled: true, hasAccess: true, preview: false, previewSeconds: null },
        enrollment: { accessType: 'free', tokensSpent: 0, percentage: 0, timeSpent: 0, currentPosition: 0, lastAccessed: null, completedAt: null },
        myRating: null,
      });
      expect(JSON.stringify(data)).not.toMatch(/answerIndex|explanation/);
    });

    it('everyone else gets the preview: the description cut to 200 characters, the first question only', async () => {
      for (const client of [student, (await content.teacher()).client, (await signedInClient(t.app, { userRole: 'sponsor' })).client]) {
        const { data } = await read(client);
        expect(data.description).toBe(`${LONG.slice(0, 200)}...`);
        expect(data.contentData).toEqual({ passPercent: 60, questions: [questionsWithoutAnswers[0]] });
        expect(data.access).toEqual({ isOwner: false, enrolled: false, hasAccess: false, preview: true, previewSeconds: 120 });
        expect(data.enrollment).toBeNull();
      }
    });

    it("a video's preview keeps its address and chapters", async () => {
      const id = await content.content(teacher.id, {
        contentData: { videoUrl: 'https://media.example.org/v.mp4', chapters: [{ title: 'Start', startSeconds: 0 }], transcript: 'Hello.' },
      });
      expect((await read(student, id)).data.contentData).toEqual({ videoUrl: 'https://media.example.org/v.mp4', chapters: [{ title: 'Start', startSeconds: 0 }] });
      expect((await read(teacher.client, id)).data.contentData.transcript).toBe('Hello.');
    });

    it("a document's sections come with their Markdown and the same as HTML sanitised on the server", async () => {
      const body = '## Halves\n\nA **half** is one of two. <script>steal()</script> [more](javascript:alert(1)) [MDN](https://developer.mozilla.org)';
      const id = await content.content(teacher.id, { type: 'document', contentData: { sections: [{ heading: 'Halves', body }] } });
      const [section] = (await read(student, id)).data.contentData.sections;
      expect(section).toEqual({
        heading: 'Halves',
        body,
        html: expect.stringContaining('<h2>Halves</h2>\n<p>A <strong>half</strong> is one of two. &lt;script&gt;steal()&lt;/script&gt;'),
      });
      expect(section.html).toContain('<a href="https://developer.mozilla.org" rel="noopener noreferrer" target="_blank">MDN</a>');
      expect(section.html).not.toMatch(/<script|javascript:/);
    });

    // Once per viewer per day: content-views.api-spec.ts.
    it("counts a student's read as a view, and not its teacher's", async () => {
      const id = await content.content(teacher.id);
      expect((await read(student, id)).data.views).toBe(1);
      expect((await read(teacher.client, id)).data.views).toBe(1);
      const [{ views }] = await t.dataSource.query(`SELECT views FROM content_items WHERE id = $1`, [id]);
      expect(views).toBe(1);
    });

    it('private content is found by its teacher only', async () => {
      const id = await content.content(teacher.id, { visibility: 'private' });
      expect((await read(teacher.client, id)).data.visibility).toBe('private');
      for (const client of [student, (await content.teacher()).client]) {
        expect(await read(client, id, 404)).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
      }
    });

    it('withdrawn content stays open to its enrolled students and its teacher, and is not found by others', async () => {
      const id = await content.content(teacher.id);
      const holder = (await signedInClient(t.app)).client;
      await holder.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      await t.dataSource.query(`UPDATE content_items SET withdrawn_at = now() WHERE id = $1`, [id]);
      expect((await read(holder, id)).data.access.hasAccess).toBe(true);
      expect((await read(teacher.client, id)).data.id).toBe(id);
      expect(await read(student, id, 404)).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    });

    it('unknown ids are not found; ids that are not positive whole numbers are refused', async () => {
      expect(await read(student, 2_147_483_647, 404)).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
      const id = await content.content(teacher.id);
      expect((await read(student, id)).data.id).toBe(id);
      // Only decimal digits name an item: hex, a leading zero, an exponent or a sign would alias another.
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%00', '1e3x', `0x${id.toString(16)}`, `0${id}`, '1e1', `+${id}`]) {
        const response = await student.get(`/api/content-items/${bad}`);
        expect([bad, response.status, response.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
      }
    });
  });
});
