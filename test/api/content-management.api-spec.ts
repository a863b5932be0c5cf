import { randomBytes } from 'node:crypto';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

const NOW = '2026-11-18T12:00:00.000Z';

const VIDEO_DATA = {
  videoUrl: 'https://media.example.org/fractions.mp4',
  durationSeconds: 596,
  chapters: [
    { title: 'Introduction', startSeconds: 0 },
    { title: 'Halves', startSeconds: 95 },
  ],
  transcript: 'Today we slice pizzas.',
};

/** Every field of the content form, filled. */
const FULL_FORM = {
  title: 'Fractions Made Fun',
  description: 'Slice pizzas to understand fractions.',
  type: 'video',
  category: 'math',
  difficulty: 'intermediate',
  duration: 75,
  tokenPrice: 30,
  visibility: 'premium',
  tags: ['fractions', 'pizza'],
  thumbnail: { url: 'https://img.example.org/fractions.png' },
  contentData: VIDEO_DATA,
};

describe('content management by its teacher (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let teacher: { client: ApiClient; id: number; username: string };
  let otherTeacher: ApiClient;
  let student: ApiClient;

  /** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    t.clock.set(NOW);
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    const session = await content.teacher();
    teacher = { client: session.client, id: session.account.user.id, username: session.account.user.username };
    await t.dataSource.query(`UPDATE teacher_profiles SET department = 'Mathematics' WHERE user_id = $1`, [teacher.id]);
    otherTeacher = (await content.teacher()).client;
    student = (await signedInClient(t.app)).client;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const create = (client: ApiClient, data: unknown) => client.post('/api/content-items', { data } as object);
  const update = (client: ApiClient, id: number | string, data: unknown) => client.put(`/api/content-items/${id}`, { data } as object);
  const remove = (client: ApiClient, id: number | string) => client.delete(`/api/content-items/${id}`);
  const analytics = (client: ApiClient, id: number | string) => client.get(`/api/content-items/${id}/analytics`);

  /** Content written through the API, then published (straight in the database: publishing has its own spec) so students see it. */
  async function created(data: object = {}, client = teacher.client): Promise<number> {
    const response = await create(client, { title: 'Fractions', description: 'Slice pizzas.', ...data });
    expect([response.status, response.body.message]).toEqual([201, undefined]);
    await t.dataSource.query(`UPDATE content_items SET status = 'published', published_at = created_at WHERE id = $1`, [response.body.data.id]);
    return response.body.data.id;
  }

  async function row(id: number) {
    const [found] = await t.dataSource.query(
      `SELECT title, description, type, category, difficulty, duration, token_price, visibility, tags, thumbnail_url, content_data,
              withdrawn_at, updated_at FROM content_items WHERE id = $1`,
      [id],
    );
    return found as Record<string, unknown> | undefined;
  }

  async function studentWith(tokens: number) {
    const session = await signedInClient(t.app);
    if (tokens > 0) await game.grantTokens(session.account.user.id, tokens);
    return session.client;
  }

  const uniqueWord = () => `zm${randomBytes(5).toString('hex')}`;
  const browseFor = async (client: ApiClient, word: string) =>
    (await client.get(`/api/content-items?filters[$or][0][title][$containsi]=${word}&filters[$or][1][description][$containsi]=${word}`).expect(200)).body.data.map(
      (card: { id: number }) => card.id,
    );

  describe('POST /content-items', () => {
    it('writes the form as a draft and answers the content item of spec §3, contentData as written', async () => {
      const response = await create(teacher.client, FULL_FORM);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        data: {
          id: expect.any(Number),
          title: 'Fractions Made Fun',
          description: 'Slice pizzas to understand fractions.',
          type: 'video',
          category: 'math',
          difficulty: 'intermediate',
          duration: 75,
          tokenPrice: 30,
          visibility: 'premium',
          tags: ['fractions', 'pizza'],
          thumbnail: { url: 'https://img.example.org/fractions.png' },
          views: 0,
          enrollments: 0,
          completions: 0,
          rating: 0,
          ratingCount: 0,
          createdAt: NOW,
          teacherFirstName: 'Ada',
          teacherLastName: 'Teach',
          teacherUsername: teacher.username,
          teacher: { id: teacher.id, department: 'Mathematics', user: { username: teacher.username, firstName: 'Ada', lastName: 'Teach' } },
          analytics: { engagement: { enrollmentRate: 0, completionRate: 0 } },
          contentData: VIDEO_DATA,
          status: 'draft',
          publishedAt: null,
        },
      });
      const stored = await row(response.body.data.id);
      expect(stored).toMatchObject({ token_price: 30, visibility: 'premium', tags: ['fractions', 'pizza'], thumbnail_url: 'https://img.example.org/fractions.png', content_data: VIDEO_DATA, withdrawn_at: null });
    });

    it('the §5 defaults fill what the form leaves out: video, general, beginner, public, 10 minutes, free', async () => {
      const response = await create(teacher.client, { title: '  Just a title ', description: ' And a description ' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        title: 'Just a title',
        description: 'And a description',
        type: 'video',
        category: 'general',
        difficulty: 'beginner',
        duration: 10,
        tokenPrice: 0,
        visibility: 'public',
        tags: [],
        thumbnail: null,
        contentData: {},
      });
    });

    it('a quiz keeps its answers for its teacher; students never see them', async () => {
      const id = await created({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      expect((await row(id))!.content_data).toEqual(THREE_QUESTION_QUIZ);
      const read = await student.get(`/api/content-items/${id}`).expect(200);
      expect(JSON.stringify(read.body)).not.toMatch(/answerIndex|explanation/);
    });

    it('new content is a draft, seen by its teacher only; published public content is in the catalogue, private content only for its teacher', async () => {
      const word = uniqueWord();
      const draft = (await create(teacher.client, { title: `${word} draft`, description: 'Not yet.' }).expect(201)).body.data.id;
      const open = await created({ title: `${word} open` });
      const hidden = await created({ title: `${word} hidden`, visibility: 'private' });
      expect(await browseFor(student, word)).toEqual([open]);
      expect((await student.get(`/api/content-items/${draft}`)).status).toBe(404);
      expect((await teacher.client.get(`/api/content-items/${draft}`)).status).toBe(200);
      expect((await student.get(`/api/content-items/${hidden}`)).status).toBe(404);
      expect((await teacher.client.get(`/api/content-items/${hidden}`)).status).toBe(200);
    });

    it.each(['student', 'parent', 'sponsor'])('a %s may not create content', async (role) => {
      const client = role === 'student' ? student : (await signedInClient(t.app, { userRole: role })).client;
      const word = uniqueWord();
      const response = await create(client, { title: word, description: 'x' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only teachers can create content.' });
      expect(await t.dataSource.query(`SELECT id FROM content_items WHERE title = $1`, [word])).toEqual([]);
    });
  });

  describe('the form rules, each field (the same on create and update)', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no title', { title: undefined }, 'data.title', 'Title is required'],
      ['a blank title', { title: '   ' }, 'data.title', 'Title is required'],
      ['a title that is not text', { title: 12 }, 'data.title', 'Title is required'],
      ['a title too long', { title: 'x'.repeat(201) }, 'data.title', 'Title must be at most 200 characters'],
      ['no description', { description: undefined }, 'data.description', 'Description is required'],
      ['an empty description', { description: '' }, 'data.description', 'Description is required'],
      ['a description too long', { description: 'x'.repeat(5001) }, 'data.description', 'Description must be at most 5000 characters'],
      ['a duration of 0', { duration: 0 }, 'data.duration', 'Duration must be at least 1 minute'],
      ['a negative duration', { duration: -3 }, 'data.duration', 'Duration must be at least 1 minute'],
      ['a fractional duration', { duration: 1.5 }, 'data.duration', 'Duration must be a whole number of minutes'],
      ['a duration as text', { duration: '10' }, 'data.duration', 'Duration must be a whole number of minutes'],
      ['a duration too long', { duration: 10_001 }, 'data.duration', 'Duration must be at most 10,000 minutes'],
      ['a negative price', { tokenPrice: -1 }, 'data.tokenPrice', 'Price must be 0 or more (0 for free content)'],
      ['a fractional price', { tokenPrice: 0.5 }, 'data.tokenPrice', 'Price must be a whole number of tokens'],
      ['a price too high', { tokenPrice: 1_000_001 }, 'data.tokenPrice', 'Price must be at most 1,000,000 tokens'],
      ['an unknown type', { type: 'podcast' }, 'data.type', 'Type must be one of video, quiz, document, interactive'],
      ['an unknown category', { category: 'music' }, 'data.category', 'Category must be one of math, science, english, art, programming, history, geography, general'],
      ['an unknown difficulty', { difficulty: 'expert' }, 'data.difficulty', 'Difficulty must be one of beginner, intermediate, advanced'],
      ['an unknown visibility', { visibility: 'secret' }, 'data.visibility', 'Visibility must be one of public, premium, private'],
      ['tags that are not a list', { tags: 'math' }, 'data.tags', 'Tags must be a list of at most 20 words'],
      ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'data.tags', 'Tags must be a list of at most 20 words'],
      ['a blank tag', { tags: ['ok', ' '] }, 'data.tags', 'Each tag must be 1 to 30 characters'],
      ['a tag too long', { tags: ['x'.repeat(31)] }, 'data.tags', 'Each tag must be 1 to 30 characters'],
      ['a thumbnail that is not an address', { thumbnail: { url: 'not an address' } }, 'data.thumbnail.url', 'The thumbnail must be an http(s) address of at most 500 characters'],
      ['a thumbnail as bare text', { thumbnail: 'https://img.example.org/a.png' }, 'data.thumbnail', 'The thumbnail must be an http(s) address of at most 500 characters'],
      ['contentData that is not an object', { contentData: ['a'] }, 'data.contentData', 'contentData must be an object'],
      [
        'contentData not in the format of its type',
        { type: 'quiz', contentData: { questions: [{ prompt: 'Why?', choices: ['a', 'b'], answerIndex: 2 }] } },
        'data.contentData.questions[0].answerIndex',
        'contentData.questions[0].answerIndex must name one of the 2 choices (0 to 1)',
      ],
      ['a video without its address', { type: 'video', contentData: { chapters: [] } }, 'data.contentData.videoUrl', 'contentData.videoUrl is required'],
      [
        'a field the format does not name',
        { type: 'document', contentData: { sections: [{ heading: 'H', body: 'B' }], videoUrl: 'https://x.org/v.mp4' } },
        'data.contentData.videoUrl',
        'contentData.videoUrl is not a field of document content (it takes sections, handout)',
      ],
    ];

    it.each(cases)('create refuses %s', async (_, change, field, message) => {
      const word = uniqueWord();
      const response = await create(teacher.client, { title: word, description: 'A form', ...change });
      expect([response.status, response.body.code, response.body.message]).toEqual([400, 'VALIDATION_FAILED', message]);
      expect(response.body.errors).toMatchObject({ [field]: message });
      expect(await t.dataSource.query(`SELECT id FROM content_items WHERE teacher_id = $1 AND title = $2`, [teacher.id, word])).toEqual([]);
    });

    it.each(cases.filter(([, change]) => !Object.values(change).includes(undefined)))('update refuses %s and changes nothing', async (_, change, field, message) => {
      const id = await created({ contentData: VIDEO_DATA });
      const before = await row(id);
      const response = await update(teacher.client, id, change);
      expect([response.status, response.body.code, response.body.message]).toEqual([400, 'VALIDATION_FAILED', message]);
      expect(response.body.errors).toMatchObject({ [field]: message });
      expect(await row(id)).toEqual(before);
    });

    it("names the form's fields' and its material's problems by code beside the words", async () => {
      const untitled = await create(teacher.client, { title: '', description: 'A form', duration: 0 });
      expect(untitled.status).toBe(400);
      expect(untitled.body.problems).toMatchObject({ 'data.title': { code: 'badFormat' }, 'data.duration': { code: 'tooSmall', min: 1 } });
      // Past the request's checks, the form's own rules answer codes too (a demo still's name is lower-case).
      const still = await create(teacher.client, { title: uniqueWord(), description: 'A form', thumbnail: { url: '/api/media/stills/demo-film-0123456789ABCDEF.png' } });
      expect([still.status, still.body.message]).toEqual([400, 'The thumbnail must be an http(s) address of at most 500 characters']);
      expect(still.body.problems).toEqual({ 'data.thumbnail.url': { code: 'badFormat' } });
      expect(still.body.errors).toEqual({ 'data.thumbnail.url': 'The thumbnail must be an http(s) address of at most 500 characters' });
      const id = await created({ contentData: VIDEO_DATA });
      const material = await update(teacher.client, id, { type: 'quiz' });
      expect([material.status, material.body.message]).toEqual([400, 'Send contentData in the format of quiz content when changing the type']);
      expect(material.body.problems).toEqual({ 'data.contentData': { code: 'typeChangeNeedsContent', type: 'quiz' } });
      expect(material.body.errors).toEqual({ 'data.contentData': 'Send contentData in the format of quiz content when changing the type' });
      const quiz = await create(teacher.client, { title: uniqueWord(), description: 'A form', type: 'quiz', contentData: { questions: [{ prompt: 'Why?', choices: ['a', 'b'], answerIndex: 2, hint: 'x' }] } });
      expect([quiz.status, quiz.body.message]).toEqual([400, 'contentData.questions[0].hint is not a field of this format']);
      expect(quiz.body.problems).toEqual({
        'data.contentData.questions[0].hint': { code: 'notAllowed' },
        'data.contentData.questions[0].answerIndex': { code: 'answerNotAChoice', choices: 2 },
      });
      expect(quiz.body.errors).toEqual({
        'data.contentData.questions[0].hint': 'contentData.questions[0].hint is not a field of this format',
        'data.contentData.questions[0].answerIndex': 'contentData.questions[0].answerIndex must name one of the 2 choices (0 to 1)',
      });
    });

    it('takes the bounds: 1 minute, 10,000 minutes, free, 1,000,000 tokens, 20 tags', async () => {
      for (const change of [{ duration: 1 }, { duration: 10_000 }, { tokenPrice: 0 }, { tokenPrice: 1_000_000 }, { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }]) {
        const response = await create(teacher.client, { title: 'Bounds', description: 'x', ...change });
        expect([change, response.status]).toEqual([change, 201]);
      }
    });

    it('refuses a body without data, data that is not an object, and fields the form does not have', async () => {
      for (const body of [{}, { data: 'text' }, { data: [] }, { data: 7 }, { title: 'T', description: 'D' }]) {
        const response = await teacher.client.post('/api/content-items', body);
        expect([body, response.status, response.body.code]).toEqual([body, 400, 'VALIDATION_FAILED']);
      }
      const extra = await create(teacher.client, { title: 'T', description: 'D', views: 1000 });
      expect([extra.status, extra.body.message]).toEqual([400, 'property views should not exist']);
      const teacherId = await create(teacher.client, { title: 'T', description: 'D', teacherId: 1 });
      expect(teacherId.status).toBe(400);
    });
  });

  describe('PUT /content-items/{id}', () => {
    it('changes the fields sent and keeps the others', async () => {
      const id = (await create(teacher.client, FULL_FORM).expect(201)).body.data.id;
      t.clock.set('2026-11-19T08:00:00.000Z');
      const response = await update(teacher.client, id, { title: ' Fractions, Revised ', tokenPrice: 0, tags: ['halves'] });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id,
        title: 'Fractions, Revised',
        description: FULL_FORM.description,
        type: 'video',
        category: 'math',
        difficulty: 'intermediate',
        duration: 75,
        tokenPrice: 0,
        visibility: 'premium',
        tags: ['halves'],
        thumbnail: FULL_FORM.thumbnail,
        createdAt: NOW,
        contentData: VIDEO_DATA,
      });
      expect((await row(id))!.updated_at).toEqual(new Date('2026-11-19T08:00:00.000Z'));
    });

    it("an empty thumbnail address removes the thumbnail; data: {} changes nothing", async () => {
      const id = (await create(teacher.client, FULL_FORM).expect(201)).body.data.id;
      expect((await update(teacher.client, id, { thumbnail: { url: '' } }).expect(200)).body.data.thumbnail).toBeNull();
      const unchanged = await update(teacher.client, id, {}).expect(200);
      expect(unchanged.body.data).toMatchObject({ title: FULL_FORM.title, thumbnail: null, contentData: VIDEO_DATA });
    });

    it('a new type needs contentData in its format', async () => {
      const id = await created({ contentData: VIDEO_DATA });
      const bare = await update(teacher.client, id, { type: 'quiz' });
      expect([bare.status, bare.body.message]).toEqual([400, 'Send contentData in the format of quiz content when changing the type']);
      expect(bare.body.errors).toEqual({ 'data.contentData': 'Send contentData in the format of quiz content when changing the type' });
      const mismatched = await update(teacher.client, id, { type: 'quiz', contentData: VIDEO_DATA });
      expect([mismatched.status, mismatched.body.message]).toEqual([400, 'contentData.videoUrl is not a field of quiz content (it takes passPercent, questions)']);
      const changed = await update(teacher.client, id, { type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
    });

    it('an enrolled student reads the changed content', async () => {
      const id = await created({ contentData: VIDEO_DATA });
      const learner = await studentWith(0);
      await learner.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      await update(teacher.client, id, { title: 'Renamed', contentData: { ...VIDEO_DATA, transcript: 'New words.' } }).expect(200);
      const read = await learner.get(`/api/content-items/${id}`).expect(200);
      expect(read.body.data).toMatchObject({ title: 'Renamed', contentData: { transcript: 'New words.' } });
    });

    it("another teacher may not change it; a student may not; unknown content is not found", async () => {
      const id = await created();
      const before = await row(id);
      const other = await update(otherTeacher, id, { title: 'Mine now' });
      expect([other.status, other.body.code, other.body.message]).toEqual([403, 'NOT_CONTENT_OWNER', 'You can only edit your own content.']);
      const byStudent = await update(student, id, { title: 'Mine now' });
      expect([byStudent.status, byStudent.body.code, byStudent.body.message]).toEqual([403, 'FORBIDDEN', 'Only teachers can edit content.']);
      const unknown = await update(teacher.client, 2_147_483_647, { title: 'Nothing' });
      expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, 'CONTENT_NOT_FOUND', 'This content does not exist or is no longer available.']);
      expect(await row(id)).toEqual(before);
    });

    it('refuses ids that are not positive whole numbers', async () => {
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await update(teacher.client, bad, { title: 'x' });
        expect([bad, response.status, response.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
      }
    });
  });

  describe('DELETE /content-items/{id}', () => {
    it('content nobody holds is deleted for good', async () => {
      const word = uniqueWord();
      const id = await created({ title: word });
      const wisher = await studentWith(0);
      await wisher.post('/api/student/wishlist', { type: 'course', contentId: id }).expect(201);
      const response = await remove(teacher.client, id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { id, outcome: 'deleted' } });
      expect(await row(id)).toBeUndefined();
      expect((await teacher.client.get(`/api/content-items/${id}`)).status).toBe(404);
      expect(await browseFor(student, word)).toEqual([]);
      expect((await wisher.get('/api/student/wishlist').expect(200)).body.data).toEqual([]);
    });

    it('content with enrollments is withdrawn: out of the catalogue, no new enrollment, its students keep it whole', async () => {
      const word = uniqueWord();
      const id = await created({ title: `${word} quiz`, type: 'quiz', tokenPrice: 10, contentData: THREE_QUESTION_QUIZ });
      const learner = await studentWith(10);
      await learner.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      await learner.put(`/api/student/content/${id}/progress`, { percentage: 40, timeSpent: 60 }).expect(200);
      t.clock.set('2026-11-20T09:00:00.000Z');

      const response = await remove(teacher.client, id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { id, outcome: 'withdrawn' } });
      expect((await row(id))!.withdrawn_at).toEqual(new Date('2026-11-20T09:00:00.000Z'));

      // Out of the catalogue, for everyone.
      expect(await browseFor(student, word)).toEqual([]);
      expect(await browseFor(teacher.client, word)).toEqual([]);
      expect((await student.get(`/api/content-items/${id}`)).body.code).toBe('CONTENT_NOT_FOUND');
      const latecomer = await studentWith(50);
      const late = await latecomer.post(`/api/content-items/${id}/enroll`, {});
      expect([late.status, late.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);

      // The enrolled student keeps the whole content, their progress and My Courses.
      const read = await learner.get(`/api/content-items/${id}`).expect(200);
      expect(read.body.data.access).toEqual({ isOwner: false, enrolled: true, hasAccess: true, preview: false, previewSeconds: null });
      expect(read.body.data.contentData.questions).toHaveLength(3);
      expect(read.body.data.description).toBe('Slice pizzas.');
      const courses = (await learner.get('/api/student/content/my-courses').expect(200)).body.data;
      expect(courses.activeCourses.map((course: { contentItem: { id: number } }) => course.contentItem.id)).toEqual([id]);
      await learner.put(`/api/student/content/${id}/progress`, { percentage: 100, timeSpent: 60 }).expect(200);
      await learner.post(`/api/student/content/${id}/quiz-attempts`, { answers: [0, 1, 2] }).expect(201);
      await learner.put(`/api/student/content/${id}/rating`, { rating: 5 }).expect(200);

      // Gone for its teacher: neither changed nor deleted again; its figures stay readable.
      expect((await update(teacher.client, id, { title: 'Back' })).body.code).toBe('CONTENT_NOT_FOUND');
      expect((await remove(teacher.client, id)).status).toBe(404);
      const figures = await analytics(teacher.client, id).expect(200);
      expect(figures.body.data).toMatchObject({ withdrawn: true, enrollments: 1, completions: 1, rating: 5, ratingCount: 1 });
    });

    it('content a sponsor funds is withdrawn, so the pool and the record stay', async () => {
      const id = await created({ tokenPrice: 20 });
      await content.sponsor(id, 100);
      expect((await remove(teacher.client, id).expect(200)).body.data).toEqual({ id, outcome: 'withdrawn' });
      expect(await t.dataSource.query(`SELECT tokens_remaining FROM sponsorships WHERE content_id = $1`, [id])).toEqual([{ tokens_remaining: 100 }]);
    });

    it('another teacher may not delete it; a student may not; unknown content is not found', async () => {
      const id = await created();
      const other = await remove(otherTeacher, id);
      expect([other.status, other.body.code, other.body.message]).toEqual([403, 'NOT_CONTENT_OWNER', 'You can only delete your own content.']);
      const byStudent = await remove(student, id);
      expect([byStudent.status, byStudent.body.code, byStudent.body.message]).toEqual([403, 'FORBIDDEN', 'Only teachers can delete content.']);
      const unknown = await remove(teacher.client, 2_147_483_647);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      expect(await row(id)).toMatchObject({ withdrawn_at: null });
    });
  });

  describe('GET /content-items/{id}/analytics', () => {
    it('answers the counters kept on the content and the rates made from them', async () => {
      const id = await created({ title: 'Counted', type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      const fresh = await analytics(teacher.client, id);
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({
        data: {
          contentId: id,
          title: 'Counted',
          withdrawn: false,
          views: 0,
          enrollments: 0,
          completions: 0,
          rating: 0,
          ratingCount: 0,
          analytics: { engagement: { enrollmentRate: 0, completionRate: 0 } },
        },
      });

      // Four readers (four views), two enroll, one completes; ratings 4 and 5.
      const learners = [await studentWith(0), await studentWith(0)];
      const browsers = [await studentWith(0), await studentWith(0)];
      for (const reader of [...learners, ...browsers]) await reader.get(`/api/content-items/${id}`).expect(200);
      await teacher.client.get(`/api/content-items/${id}`).expect(200); // its teacher's reads are not views
      for (const learner of learners) await learner.post(`/api/content-items/${id}/enroll`, {}).expect(201);
      await learners[0].post(`/api/student/content/${id}/quiz-attempts`, { answers: [0, 1, 2] }).expect(201);
      await learners[0].put(`/api/student/content/${id}/rating`, { rating: 4 }).expect(200);
      await learners[1].put(`/api/student/content/${id}/rating`, { rating: 5 }).expect(200);

      const figures = await analytics(teacher.client, id).expect(200);
      expect(figures.body.data).toEqual({
        contentId: id,
        title: 'Counted',
        withdrawn: false,
        views: 4,
        enrollments: 2,
        completions: 1,
        rating: 4.5,
        ratingCount: 2,
        analytics: { engagement: { enrollmentRate: 50, completionRate: 50 } },
      });
    });

    it('reads the counters, not the enrollments', async () => {
      const id = await created();
      await t.dataSource.query(`UPDATE content_items SET views = 400, enrollments = 300, completions = 120, rating_sum = 37, rating_count = 9 WHERE id = $1`, [id]);
      expect((await analytics(teacher.client, id).expect(200)).body.data).toMatchObject({
        views: 400,
        enrollments: 300,
        completions: 120,
        rating: 4.1,
        ratingCount: 9,
        analytics: { engagement: { enrollmentRate: 75, completionRate: 40 } },
      });
    });

    it('only for its own teacher', async () => {
      const id = await created();
      const other = await analytics(otherTeacher, id);
      expect([other.status, other.body.code, other.body.message]).toEqual([403, 'NOT_CONTENT_OWNER', 'You can only see the analytics of your own content.']);
      const byStudent = await analytics(student, id);
      expect([byStudent.status, byStudent.body.code, byStudent.body.message]).toEqual([403, 'FORBIDDEN', 'Only teachers can see content analytics.']);
      const unknown = await analytics(teacher.client, 2_147_483_647);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      const bad = await analytics(teacher.client, 'abc');
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });
  });

  describe('one teacher never touches another teacher\'s content', () => {
    it('a second teacher can neither change, delete nor read the figures of the first one\'s private content', async () => {
      const id = await created({ visibility: 'private' });
      expect((await otherTeacher.get(`/api/content-items/${id}`)).status).toBe(404);
      expect((await update(otherTeacher, id, { visibility: 'public' })).status).toBe(403);
      expect((await remove(otherTeacher, id)).status).toBe(403);
      expect((await analytics(otherTeacher, id)).status).toBe(403);
      expect(await row(id)).toMatchObject({ visibility: 'private', withdrawn_at: null });
    });
  });
});
