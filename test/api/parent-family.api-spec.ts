import request from 'supertest';
import { type ApiClient, signedInClient } from '../support/api-client';
import { type ApiDocument, type Method, departures } from '../support/api-document';
import { ContentFixtures } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * The family link (PRODUCT.md "Parents", principle 4): a parent asks by username, e-mail or id and
 * sees nothing of the child until the child accepts; a one-time link code from the child connects at
 * once; declining and removing end access. Then what a connected parent sees: the children, a child's
 * content progress and the family analytics.
 */

interface Person {
  client: ApiClient;
  id: number;
  username: string;
  email: string;
}

const LINK_CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;
const NOW = '2026-11-18T12:00:00.000Z';

async function person(t: TestApp, role: 'student' | 'teacher' | 'parent' | 'sponsor', overrides: Record<string, unknown> = {}): Promise<Person> {
  const { client, account } = await signedInClient(t.app, { userRole: role, ...overrides });
  return { client, id: account.user.id, username: account.username, email: account.email };
}

const inner = (response: request.Response) => response.body.data.data;

describe('family link: consent, link codes and what a connected parent sees', () => {
  let t: TestApp;
  let document: ApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as ApiDocument;
  });
  afterAll(() => t.close());

  const student = (overrides: Record<string, unknown> = {}) => person(t, 'student', { firstName: 'Sam', lastName: 'Learner', ...overrides });
  const parent = (overrides: Record<string, unknown> = {}) => person(t, 'parent', { firstName: 'Pat', lastName: 'Parent', ...overrides });
  const connect = (who: Person, body: object) => who.client.post('/api/parent/connect-child', body);
  const linkCode = async (child: Person): Promise<string> => (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code;

  /** The answer is exactly what the API document says for that call. */
  function expectDocumented(response: request.Response, method: Method, template: string) {
    const schema = document.paths[template]?.[method]?.responses[String(response.status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${template} documents no ${response.status} answer`);
    expect(departures(document, schema, response.body, 'answer')).toEqual([]);
  }

  async function connected(child: Person, who: Person) {
    const pending = await connect(who, { identifier: child.username }).expect(201);
    expect(inner(pending).status).toBe('pending');
    await child.client.post(`/api/student/parent-requests/${who.id}/accept`).expect(200);
  }

  const expectCode = (response: request.Response, status: number, code: string) => {
    expect([response.status, response.body.code]).toEqual([status, code]);
    expect(typeof response.body.message).toBe('string');
  };

  describe('a request by username, e-mail or id', () => {
    it('is pending and shows nothing of the child until the child accepts; then the child is connected', async () => {
      const child = await student();
      const mum = await parent();

      const asked = await connect(mum, { identifier: `  ${child.username}  ` }).expect(201);
      expectDocumented(asked, 'post', '/api/parent/connect-child');
      expect(inner(asked)).toEqual({ status: 'pending', identifier: child.username, requestedAt: NOW });

      const before = await mum.client.get('/api/parent/children').expect(200);
      expectDocumented(before, 'get', '/api/parent/children');
      expect(inner(before)).toEqual({ children: [], pendingRequests: [{ identifier: child.username, requestedAt: NOW }] });
      expect(JSON.stringify(before.body)).not.toContain('Sam');
      expectCode(await mum.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
      expectCode(await mum.client.get(`/api/analytics/parent/overview?childId=${child.id}`), 404, 'CHILD_NOT_FOUND');
      expect(inner(await mum.client.get('/api/parent/profile').expect(200)).childrenCount).toBe(0);

      const waiting = await child.client.get('/api/student/parents').expect(200);
      expectDocumented(waiting, 'get', '/api/student/parents');
      expect(waiting.body.data).toEqual({ parents: [], requests: [{ id: mum.id, username: mum.username, firstName: 'Pat', lastName: 'Parent', requestedAt: NOW }] });
      expect(JSON.stringify(waiting.body)).not.toContain(mum.email);

      t.clock.advance(60);
      const accepted = await child.client.post(`/api/student/parent-requests/${mum.id}/accept`).expect(200);
      expectDocumented(accepted, 'post', '/api/student/parent-requests/{id}/accept');
      const connectedAt = '2026-11-18T12:01:00.000Z';
      expect(accepted.body.data).toEqual({ parent: { id: mum.id, username: mum.username, firstName: 'Pat', lastName: 'Parent', connectedAt } });

      const after = await mum.client.get('/api/parent/children').expect(200);
      expect(inner(after)).toEqual({
        children: [{ id: child.id, userId: child.id, username: child.username, firstName: 'Sam', lastName: 'Learner', level: 1, rank: 'Bronze I', xp: 0, tokenBalance: 0, connectedAt }],
        pendingRequests: [],
      });
      expect(JSON.stringify(after.body)).not.toContain(child.email);
      expect((await child.client.get('/api/student/parents').expect(200)).body.data).toEqual({
        parents: [{ id: mum.id, username: mum.username, firstName: 'Pat', lastName: 'Parent', connectedAt }],
        requests: [],
      });
      await mum.client.get(`/api/parent/child/${child.id}/content-progress`).expect(200);
      t.clock.set(NOW);

      expectCode(await connect(mum, { identifier: child.username }), 409, 'ALREADY_CONNECTED');
      expectCode(await child.client.post(`/api/student/parent-requests/${mum.id}/accept`), 409, 'ALREADY_CONNECTED');
      expectCode(await child.client.post(`/api/student/parent-requests/${mum.id}/decline`), 409, 'ALREADY_CONNECTED');
    });

    it('asked again while pending answers the same, and records one request', async () => {
      const child = await student();
      const dad = await parent();
      const first = inner(await connect(dad, { identifier: child.username }).expect(201));
      t.clock.advance(120);
      const again = inner(await connect(dad, { identifier: child.username }).expect(201));
      t.clock.set(NOW);
      expect(again).toEqual(first);
      expect(inner(await dad.client.get('/api/parent/children').expect(200)).pendingRequests).toHaveLength(1);
      expect((await child.client.get('/api/student/parents').expect(200)).body.data.requests).toHaveLength(1);
    });

    it('declined: no access, the request disappears, and asking again answers 409 REQUEST_DECLINED', async () => {
      const child = await student();
      const aunt = await parent();
      await connect(aunt, { identifier: child.username }).expect(201);
      const declined = await child.client.post(`/api/student/parent-requests/${aunt.id}/decline`).expect(200);
      expectDocumented(declined, 'post', '/api/student/parent-requests/{id}/decline');
      expect(declined.body.data).toEqual({ id: aunt.id, status: 'declined' });

      expect(inner(await aunt.client.get('/api/parent/children').expect(200))).toEqual({ children: [], pendingRequests: [] });
      expect((await child.client.get('/api/student/parents').expect(200)).body.data).toEqual({ parents: [], requests: [] });
      expectCode(await aunt.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
      const refused = await connect(aunt, { identifier: child.email });
      expectCode(refused, 409, 'REQUEST_DECLINED');
      expect(refused.body.message).toBe('This student declined your request.');
      expectCode(await child.client.post(`/api/student/parent-requests/${aunt.id}/accept`), 404, 'PARENT_REQUEST_NOT_FOUND');
      expectCode(await child.client.post(`/api/student/parent-requests/${aunt.id}/decline`), 404, 'PARENT_REQUEST_NOT_FOUND');
    });

    it('finds a student by username or e-mail in any case, or by numeric id, and keeps what the parent typed', async () => {
      const [byName, byMail, byId] = [await student(), await student(), await student()];
      const mum = await parent();
      const typedName = byName.username.toUpperCase();
      const typedMail = byMail.email.toUpperCase();
      expect(inner(await connect(mum, { identifier: typedName }).expect(201))).toMatchObject({ status: 'pending', identifier: typedName });
      t.clock.advance(1);
      expect(inner(await connect(mum, { identifier: typedMail }).expect(201))).toMatchObject({ status: 'pending', identifier: typedMail });
      t.clock.advance(1);
      expect(inner(await connect(mum, { identifier: byId.id }).expect(201))).toMatchObject({ status: 'pending', identifier: String(byId.id) });
      t.clock.set(NOW);
      expect(inner(await mum.client.get('/api/parent/children').expect(200)).pendingRequests.map((entry: { identifier: string }) => entry.identifier)).toEqual([
        typedName,
        typedMail,
        String(byId.id),
      ]);
      for (const child of [byName, byMail, byId]) {
        expect((await child.client.get('/api/student/parents').expect(200)).body.data.requests.map((entry: { id: number }) => entry.id)).toEqual([mum.id]);
      }
    });

    it('answers a teacher, a parent, a sponsor or nobody exactly as a student: pending, with what was typed, and no one gets a request', async () => {
      const mum = await parent();
      const child = await student();
      const teacher = await person(t, 'teacher');
      const sponsor = await person(t, 'sponsor');
      const other = await parent();
      const typed = [child.username, teacher.username, teacher.email, teacher.id, sponsor.username, other.username, mum.username, 'nobody_at_all', 2_000_000_000];
      const answers = [];
      const times: string[] = [];
      for (const identifier of typed) {
        t.clock.advance(1);
        times.push(t.clock.now().toISOString());
        const response = await connect(mum, { identifier }).expect(201);
        expectDocumented(response, 'post', '/api/parent/connect-child');
        answers.push(inner(response));
      }
      expect(answers).toEqual(typed.map((identifier, index) => ({ status: 'pending', identifier: String(identifier), requestedAt: times[index] })));
      // The list of waiting requests can't tell them apart either; asking again (in other letter case) changes nothing.
      await connect(mum, { identifier: 'NOBODY_AT_ALL' }).expect(201);
      expect(inner(await mum.client.get('/api/parent/children').expect(200))).toEqual({
        children: [],
        pendingRequests: typed.map((identifier, index) => ({ identifier: String(identifier), requestedAt: times[index] })),
      });
      for (const someone of [teacher, sponsor, other, mum]) {
        const response = await someone.client.get('/api/student/parents');
        expect(response.status).toBe(403);
      }
      expect((await child.client.get('/api/student/parents').expect(200)).body.data.requests.map((entry: { id: number }) => entry.id)).toEqual([mum.id]);
      t.clock.set(NOW);
    });

    it('refuses a body without exactly one of identifier and linkCode, or with a bad identifier', async () => {
      const mum = await parent();
      const child = await student();
      for (const body of [{}, { identifier: '   ' }, { identifier: 1.5 }, { identifier: 0 }, { identifier: true }, { identifier: 'x'.repeat(255) }, { identifier: child.username, linkCode: 'ABCDEFGH' }, { linkCode: 12345678 }, { other: 'x' }]) {
        expectCode(await connect(mum, body), 400, 'VALIDATION_FAILED');
      }
    });
  });

  describe('a link code from the student', () => {
    it('is 8 characters without look-alikes, lives 15 minutes, and connects at once', async () => {
      const child = await student();
      const mum = await parent();
      const made = await child.client.post('/api/student/parent-link-code').expect(201);
      expectDocumented(made, 'post', '/api/student/parent-link-code');
      expect(made.body.data.code).toMatch(LINK_CODE);
      expect(made.body.data.expiresAt).toBe('2026-11-18T12:15:00.000Z');

      const joined = await connect(mum, { linkCode: ` ${made.body.data.code.toLowerCase()} ` }).expect(201);
      expectDocumented(joined, 'post', '/api/parent/connect-child');
      expect(inner(joined)).toEqual({
        status: 'connected',
        child: { id: child.id, userId: child.id, username: child.username, firstName: 'Sam', lastName: 'Learner', level: 1, rank: 'Bronze I', xp: 0, tokenBalance: 0, connectedAt: NOW },
      });
      expect((await child.client.get('/api/student/parents').expect(200)).body.data.parents.map((entry: { id: number }) => entry.id)).toEqual([mum.id]);
      await mum.client.get(`/api/parent/child/${child.id}/content-progress`).expect(200);
    });

    it('is single use: a second parent with the same code is refused', async () => {
      const child = await student();
      const [mum, dad] = [await parent(), await parent()];
      const code = await linkCode(child);
      await connect(mum, { linkCode: code }).expect(201);
      const again = await connect(dad, { linkCode: code });
      expectCode(again, 404, 'LINK_CODE_INVALID');
      expect(again.body.message).toBe('This link code is invalid or has expired.');
      expectCode(await dad.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
    });

    it('expires 15 minutes after it was made', async () => {
      const child = await student();
      const [mum, dad] = [await parent(), await parent()];
      const early = await linkCode(child);
      t.clock.advance(15 * 60 - 1);
      await connect(mum, { linkCode: early }).expect(201);
      const late = await linkCode(child);
      t.clock.advance(15 * 60);
      expectCode(await connect(dad, { linkCode: late }), 404, 'LINK_CODE_INVALID');
      t.clock.set(NOW);
      expectCode(await dad.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
    });

    it('a new code replaces the old one', async () => {
      const child = await student();
      const mum = await parent();
      const old = await linkCode(child);
      const fresh = await linkCode(child);
      expect(fresh).not.toBe(old);
      expectCode(await connect(mum, { linkCode: old }), 404, 'LINK_CODE_INVALID');
      await connect(mum, { linkCode: fresh }).expect(201);
    });

    it('refuses codes that are not codes, and leaves a code unused when the parent is connected already', async () => {
      const child = await student();
      const [mum, dad] = [await parent(), await parent()];
      for (const linkCodeText of ['SHORT', 'ABCDEFG0', '', 'ABCDEFGHJ']) expectCode(await connect(mum, { linkCode: linkCodeText }), 404, 'LINK_CODE_INVALID');
      await connected(child, mum);
      const code = await linkCode(child);
      expectCode(await connect(mum, { linkCode: code }), 409, 'ALREADY_CONNECTED');
      await connect(dad, { linkCode: code }).expect(201);
    });

    it('connects a parent the student declined before: the code is the student consenting', async () => {
      const child = await student();
      const mum = await parent();
      await connect(mum, { identifier: child.username }).expect(201);
      await child.client.post(`/api/student/parent-requests/${mum.id}/decline`).expect(200);
      await connect(mum, { linkCode: await linkCode(child) }).expect(201);
      await mum.client.get(`/api/parent/child/${child.id}/content-progress`).expect(200);
    });
  });

  describe('ending access', () => {
    it('removing a parent ends their access at once; they may ask again, as a new request', async () => {
      const child = await student();
      const mum = await parent();
      await connected(child, mum);
      await mum.client.get(`/api/analytics/parent/overview?childId=${child.id}`).expect(200);

      const removed = await child.client.delete(`/api/student/parents/${mum.id}`).expect(200);
      expectDocumented(removed, 'delete', '/api/student/parents/{parentId}');
      expect(removed.body.data).toEqual({ id: mum.id });

      expectCode(await mum.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
      expectCode(await mum.client.get(`/api/analytics/parent/overview?childId=${child.id}`), 404, 'CHILD_NOT_FOUND');
      expect(inner(await mum.client.get('/api/parent/children').expect(200)).children).toEqual([]);
      expect(inner(await mum.client.get('/api/parent/profile').expect(200)).childrenCount).toBe(0);
      expect((await child.client.get('/api/student/parents').expect(200)).body.data).toEqual({ parents: [], requests: [] });
      expectCode(await child.client.delete(`/api/student/parents/${mum.id}`), 404, 'PARENT_NOT_FOUND');

      expect(inner(await connect(mum, { identifier: child.username }).expect(201)).status).toBe('pending');
      expectCode(await mum.client.get(`/api/parent/child/${child.id}/content-progress`), 404, 'CHILD_NOT_FOUND');
    });

    it('an unknown child, an unconnected child and a child with a pending request all answer 404 CHILD_NOT_FOUND', async () => {
      const mum = await parent();
      const stranger = await student();
      const asked = await student();
      await connect(mum, { identifier: asked.username }).expect(201);
      const teacher = await person(t, 'teacher');
      for (const id of [2_000_000_000, stranger.id, asked.id, teacher.id, mum.id]) {
        for (const path of [`/api/parent/child/${id}/content-progress`, `/api/analytics/parent/overview?childId=${id}`]) {
          const response = await mum.client.get(path);
          expectCode(response, 404, 'CHILD_NOT_FOUND');
          expect(response.body.message).toBe('Child not found.');
        }
      }
      expectCode(await mum.client.get('/api/analytics/parent/overview?childId=abc'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('what a connected parent sees', () => {
    let mum: Person;
    let sam: Person;
    let kim: Person;
    let ada: Person;
    let bob: Person;
    const content = { fractions: 0, quiz: 0, history: 0, art: 0 };
    const enrollment = { fractions: 0, quiz: 0, history: 0, art: 0 };

    beforeAll(async () => {
      const contentFixtures = new ContentFixtures(t.app, t.dataSource);
      const learning = new LearningFixtures(t.dataSource);
      const adaSession = await contentFixtures.teacher({ firstName: 'Ada', lastName: 'Teach' });
      ada = { client: adaSession.client, id: adaSession.account.user.id, username: adaSession.account.username, email: adaSession.account.email };
      bob = await person(t, 'teacher', { firstName: null, lastName: null });
      mum = await parent();
      sam = await student();
      kim = await student({ firstName: 'Kim', lastName: null });
      await connected(sam, mum);
      await connected(kim, mum);

      content.fractions = await contentFixtures.content(ada.id, { title: 'Fractions', type: 'video', category: 'math' });
      content.quiz = await contentFixtures.content(ada.id, { title: 'Times tables quiz', type: 'quiz', category: 'math' });
      content.history = await contentFixtures.content(bob.id, { title: 'Romans', type: 'document', category: 'history', tokenPrice: 5 });
      content.art = await contentFixtures.content(bob.id, { title: 'Colours', type: 'interactive', category: 'art' });

      enrollment.fractions = await learning.enroll(sam.id, content.fractions, { progress: 100, createdAt: '2026-11-01T10:00:00Z', completedAt: '2026-11-10T10:00:00Z' });
      enrollment.quiz = await learning.enroll(sam.id, content.quiz, { progress: 40, createdAt: '2026-11-02T10:00:00Z' });
      enrollment.history = await learning.enroll(sam.id, content.history, { progress: 0, createdAt: '2026-11-03T10:00:00Z' });
      enrollment.art = await learning.enroll(kim.id, content.art, { progress: 50, createdAt: '2026-11-04T10:00:00Z' });
      const set = (id: number, values: string, params: unknown[]) => t.dataSource.query(`UPDATE enrollments SET ${values} WHERE id = $1`, [id, ...params]);
      await set(enrollment.fractions, 'time_spent_seconds = $2, last_accessed = $3', [600, '2026-11-10T10:00:00Z']);
      await set(enrollment.quiz, 'time_spent_seconds = $2, last_accessed = $3', [330, '2026-11-12T09:00:00Z']);
      await set(enrollment.history, `access_type = 'token-paid', tokens_spent = $2`, [5]);
      for (const [score, max] of [
        [2, 3],
        [3, 3],
      ]) {
        await t.dataSource.query(`INSERT INTO quiz_attempts (student_id, content_id, score, max_score, answers) VALUES ($1, $2, $3, $4, '[]')`, [sam.id, content.quiz, score, max]);
      }
      await t.dataSource.query(`UPDATE gaming_profiles SET level = 12, xp = 2400 WHERE user_id = $1`, [sam.id]);
      await t.dataSource.query(`UPDATE users SET token_balance = 35 WHERE id = $1`, [sam.id]);
      await t.dataSource.query(`UPDATE activity_totals SET completed_courses = 1, videos_watched = 1, quizzes_completed = 2, total_study_minutes = 15 WHERE user_id = $1`, [sam.id]);
      await t.dataSource.query(`UPDATE activity_totals SET videos_watched = 4 WHERE user_id = $1`, [kim.id]);
      for (const [userId, minutes] of [
        [sam.id, 12],
        [kim.id, 7],
      ]) {
        await t.dataSource.query(
          `INSERT INTO daily_activity (user_id, local_date, study_minutes) VALUES ($1, '2026-11-18', $2)
           ON CONFLICT (user_id, local_date) DO UPDATE SET study_minutes = EXCLUDED.study_minutes`,
          [userId, minutes],
        );
      }
    });

    it('the children with level, rank, XP and tokens, oldest connection first', async () => {
      const response = await mum.client.get('/api/parent/children').expect(200);
      expectDocumented(response, 'get', '/api/parent/children');
      expect(inner(response).children).toEqual([
        { id: sam.id, userId: sam.id, username: sam.username, firstName: 'Sam', lastName: 'Learner', level: 12, rank: 'Silver I', xp: 2400, tokenBalance: 35, connectedAt: NOW },
        { id: kim.id, userId: kim.id, username: kim.username, firstName: 'Kim', lastName: null, level: 1, rank: 'Bronze I', xp: 0, tokenBalance: 0, connectedAt: NOW },
      ]);
    });

    it('the profile: names, budget, balance after the month credit, children count', async () => {
      const response = await mum.client.get('/api/parent/profile').expect(200);
      expectDocumented(response, 'get', '/api/parent/profile');
      expect(inner(response)).toEqual({ id: mum.id, username: mum.username, firstName: 'Pat', lastName: 'Parent', monthlyEducationBudget: 100, tokenBalance: 100, childrenCount: 2 });
      expect(JSON.stringify(response.body)).not.toContain(mum.email);
    });

    it("a child's content progress, computed from the child's enrollments and quiz attempts", async () => {
      const response = await mum.client.get(`/api/parent/child/${sam.id}/content-progress`).expect(200);
      expectDocumented(response, 'get', '/api/parent/child/{id}/content-progress');
      const progress = inner(response);
      expect(progress.child).toMatchObject({ id: sam.id, level: 12, rank: 'Silver I', xp: 2400 });
      expect({ level: progress.level, xp: progress.xp, rank: progress.rank, completedCourses: progress.completedCourses }).toEqual({ level: 12, xp: 2400, rank: 'Silver I', completedCourses: 1 });
      expect(progress.analytics).toEqual({
        categoryBreakdown: { math: 2, history: 1 },
        typeBreakdown: { video: 1, quiz: 1, document: 1 },
        teacherSummary: [
          { teacherId: ada.id, teacherName: 'Ada Teach', completionRate: 50, enrollments: 2 },
          { teacherId: bob.id, teacherName: bob.username, completionRate: 0, enrollments: 1 },
        ],
        recentActivity: [
          { enrollmentId: enrollment.quiz, title: 'Times tables quiz', teacherUsername: ada.username, teacherName: 'Ada Teach', lastAccessed: '2026-11-12T09:00:00.000Z', progress: 40 },
          { enrollmentId: enrollment.fractions, title: 'Fractions', teacherUsername: ada.username, teacherName: 'Ada Teach', lastAccessed: '2026-11-10T10:00:00.000Z', progress: 100 },
        ],
      });
      // Quiz attempts 2/3 and 3/3 average 83 %; 600 + 330 seconds make 16 minutes (15.5 rounded).
      expect(progress.challengeStats).toEqual({ totals: { not_started: 1, in_progress: 1, completed: 1 }, averageScore: 83, totalTimeSpent: 16 });
      expect(progress.currentContent).toEqual([
        {
          enrollmentId: enrollment.quiz,
          content: { id: content.quiz, title: 'Times tables quiz', type: 'quiz', category: 'math' },
          teacherUsername: ada.username,
          teacherName: 'Ada Teach',
          progress: 40,
          timeSpent: 330,
          lastAccessed: '2026-11-12T09:00:00.000Z',
          completedAt: null,
          tokensSpent: 0,
          accessType: 'free',
        },
        {
          enrollmentId: enrollment.history,
          content: { id: content.history, title: 'Romans', type: 'document', category: 'history' },
          teacherUsername: bob.username,
          teacherName: bob.username,
          progress: 0,
          timeSpent: 0,
          lastAccessed: null,
          completedAt: null,
          tokensSpent: 5,
          accessType: 'token-paid',
        },
      ]);
      expect(progress.completedContent).toEqual([
        {
          enrollmentId: enrollment.fractions,
          content: { id: content.fractions, title: 'Fractions', type: 'video', category: 'math' },
          teacherUsername: ada.username,
          teacherName: 'Ada Teach',
          progress: 100,
          timeSpent: 600,
          lastAccessed: '2026-11-10T10:00:00.000Z',
          completedAt: '2026-11-10T10:00:00.000Z',
          tokensSpent: 0,
          accessType: 'free',
        },
      ]);
      expect(JSON.stringify(response.body)).not.toContain(sam.email);
    });

    it("a child without enrollments shows zeros, not someone else's figures", async () => {
      const lone = await student();
      await connected(lone, mum);
      const progress = inner(await mum.client.get(`/api/parent/child/${lone.id}/content-progress`).expect(200));
      expect(progress).toMatchObject({
        completedCourses: 0,
        analytics: { categoryBreakdown: {}, typeBreakdown: {}, teacherSummary: [], recentActivity: [] },
        challengeStats: { totals: { not_started: 0, in_progress: 0, completed: 0 }, averageScore: 0, totalTimeSpent: 0 },
        currentContent: [],
        completedContent: [],
      });
      await lone.client.delete(`/api/student/parents/${mum.id}`).expect(200);
    });

    it("the analytics of one child are the child's own dashboard figures", async () => {
      const response = await mum.client.get(`/api/analytics/parent/overview?childId=${sam.id}`).expect(200);
      expectDocumented(response, 'get', '/api/analytics/parent/overview');
      const own = (await sam.client.get('/api/analytics/student/dashboard').expect(200)).body.data;
      const overview = inner(response);
      expect(overview.activity).toEqual({ dailyStudyMinutes: 12, completedCourses: 1, videosWatched: 1, quizzesCompleted: 2 });
      expect(overview.activity).toEqual({
        dailyStudyMinutes: own.activity.dailyStudyMinutes,
        completedCourses: own.activity.completedCourses,
        videosWatched: own.activity.videosWatched,
        quizzesCompleted: own.activity.quizzesCompleted,
      });
      expect(overview.journeys).toEqual(own.journeys);
      expect(overview.journeys.map((journey: { subject: string }) => journey.subject)).toEqual(['math', 'history']);
    });

    it('the family analytics add up the connected children', async () => {
      const family = inner(await mum.client.get('/api/analytics/parent/overview').expect(200));
      expect(family.activity).toEqual({ dailyStudyMinutes: 19, completedCourses: 1, videosWatched: 5, quizzesCompleted: 2 });
      expect(family.journeys.map((journey: { subject: string; enrolled: number }) => [journey.subject, journey.enrolled])).toEqual([
        ['math', 2],
        ['art', 1],
        ['history', 1],
      ]);
      const nobody = await parent();
      expect(inner(await nobody.client.get('/api/analytics/parent/overview').expect(200))).toEqual({
        activity: { dailyStudyMinutes: 0, completedCourses: 0, videosWatched: 0, quizzesCompleted: 0 },
        journeys: [],
      });
    });
  });
});

/**
 * Races only show on a real server: the embedded database runs one transaction at a time. On the
 * embedded default this part is reported as skipped.
 */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('family link under concurrency (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_POOL_SIZE: '20' } });
  });
  afterAll(() => t.close());

  it('10 parents using one link code at once: exactly one connects', async () => {
    const child = await person(t, 'student');
    const parents = await Promise.all(Array.from({ length: 10 }, () => person(t, 'parent')));
    const code = (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code;
    const responses = await Promise.all(parents.map((parent) => parent.client.post('/api/parent/connect-child', { linkCode: code })));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) expect([response.status, response.body.code]).toEqual([404, 'LINK_CODE_INVALID']);
    const [{ links }] = await t.dataSource.query(`SELECT count(*)::int AS links FROM parent_links WHERE student_id = $1 AND status = 'accepted'`, [child.id]);
    expect(links).toBe(1);
    expect((await child.client.get('/api/student/parents').expect(200)).body.data.parents).toHaveLength(1);
  });

  it('a request accepted twice and declined at once is answered once', async () => {
    const child = await person(t, 'student');
    const parent = await person(t, 'parent');
    await parent.client.post('/api/parent/connect-child', { identifier: child.username }).expect(201);
    const answers = await Promise.all([
      child.client.post(`/api/student/parent-requests/${parent.id}/accept`),
      child.client.post(`/api/student/parent-requests/${parent.id}/accept`),
      child.client.post(`/api/student/parent-requests/${parent.id}/decline`),
    ]);
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of answers.filter((candidate) => candidate.status !== 200)) expect([404, 409]).toContain(response.status);
    const [{ links }] = await t.dataSource.query(`SELECT count(*)::int AS links FROM parent_links WHERE student_id = $1`, [child.id]);
    expect(links).toBe(1);
  });
});
