import request from 'supertest';
import { ApiClient, newAccount, signedInClient, STRONG_PASSWORD } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { MediaFixtures, secondsOfVideo } from '../support/media-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';
import { type ApiDocument, type Method, departures } from '../support/api-document';

/**
 * Every answer of the API is exactly what the API document says (and so what the web's generated
 * types say): every documented field there, of its type, null only where nullable, and no field the
 * document does not name. The last test fails when a call of the document was not checked here, unless
 * it is named below with the spec that checks it or the reason it answers no JSON.
 */

/** Calls whose answers another spec checks against the document: each fails when a call of its feature goes unchecked. */
const CHECKED_IN_OTHER_SPECS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^\/api\/(classes|class-analytics|student\/classes|student\/class-invitations|admin\/classes)(\/|$)/,
    'classes-documented.api-spec.ts: the classes, rosters, invitations and class analytics, with the teacher, classes and students they need',
  ],
  [/^\/api\/(teacher|analytics\/teacher)\//, "teacher-figures.api-spec.ts: the teacher's home, library, enrollments and reports, for a busy teacher and a new one"],
];

/** Calls that answer bytes, not JSON: checked here for a documented Content-Type, not against a schema. */
const BYTE_ANSWERS = new Set(['get /api/media/{key}', 'get /api/media/stills/{key}', 'get /api/media/pictures/{key}']);
/** Streams of server-sent events: checked in messages.api-spec.ts and live-across-instances.api-spec.ts, event by event. */
const STREAMS = new Set(['get /api/events']);

describe('every answer of the API matches the API document', () => {
  let t: TestApp;
  let document: ApiDocument;
  let teacher: ApiClient;
  let student: ApiClient;
  let studentId: number;
  const checked = new Set<string>();
  const dice = new ScriptedRandom(0.01); // an item drop with each XP award, so itemDrop is seen filled

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source });
    t.clock.set('2026-11-18T12:00:00Z');
    document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as ApiDocument;
    const content = new ContentFixtures(t.app, t.dataSource);
    const learning = new LearningFixtures(t.dataSource);
    const teacherSession = await content.teacher();
    teacher = teacherSession.client;
    const studentSession = await signedInClient(t.app, { firstName: 'Sam', lastName: 'Learner' });
    student = studentSession.client;
    studentId = studentSession.account.user.id;
    const teacherId = teacherSession.account.user.id;
    ids.quiz = await content.content(teacherId, { type: 'quiz', title: 'Documented quiz', contentData: THREE_QUESTION_QUIZ, tags: ['numbers'] });
    ids.video = await content.content(teacherId, { title: 'Documented video', duration: 1 });
    ids.document = await content.content(teacherId, { type: 'document', category: 'history', contentData: { sections: [{ heading: 'One', body: 'First.' }, { heading: 'Two', body: 'Second.' }] } });
    ids.interactive = await content.content(teacherId, {
      type: 'interactive',
      tokenPrice: 5,
      visibility: 'premium',
      contentData: { steps: [{ title: 'Try', instruction: 'Pick one', task: { prompt: 'Which?', choices: ['a', 'b'], answerIndex: 1 } }] },
    });
    ids.lesson = await content.content(teacherId, {
      type: 'interactive',
      contentData: { steps: [{ title: 'Type', instruction: 'Work it out', task: { kind: 'number', prompt: '6 × 7?', answer: 42, tolerance: 0 } }] },
    });
    await t.dataSource.query(`UPDATE content_items SET thumbnail_url = 'https://img.example.org/q.png' WHERE id = $1`, [ids.quiz]);
    await learning.createClass(teacherId, 'Documented class', null, [studentId]);
    const sender = await signedInClient(t.app, { firstName: 'Grace' });
    await expectDocumented(sender.client, 'post', '/api/student/leaderboard/challenge', '/api/student/leaderboard/challenge', 201, { targetUserId: studentId, message: 'Race you!' });
  });
  afterAll(() => t.close());

  const ids = { quiz: 0, video: 0, document: 0, interactive: 0, lesson: 0 };

  /** Calls the API (as `client`, or as a caller with no cookie and no token) and checks the answer against the document's answer for that path, method and status. */
  async function expectDocumented(client: ApiClient | null, method: Method, template: string, path: string, status: number, body?: object) {
    const response = client
      ? await (method === 'get' ? client.get(path) : method === 'delete' ? client.delete(path) : client[method](path, body))
      : await request(t.app.getHttpServer())[method](path).send(body);
    expect([path, response.status]).toEqual([path, status]);
    const schema = document.paths[template]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${template} documents no ${status} answer`);
    expect(departures(document, schema, response.body, `${method} ${path}`)).toEqual([]);
    checked.add(`${method} ${template}`);
    return response.body;
  }

  it('the check itself finds a missing field, a wrong null, a wrong type, a wrong enum word and an extra field', () => {
    const rating = { $ref: '#/components/schemas/RatingResultDto' };
    expect(departures(document, rating, { rating: 4, contentRating: null, extra: 1 }, 'answer')).toEqual([
      'answer.ratingCount is missing',
      'answer.contentRating is null, which the document does not allow',
      'answer.extra is not in the document',
    ]);
    const card = { $ref: '#/components/schemas/ContentCardDto' };
    expect(departures(document, card, { id: 1.5, type: 'podcast', thumbnail: null }, 'card')).toContain('card.id should be a whole number: 1.5');
    expect(departures(document, card, { id: 1.5, type: 'podcast', thumbnail: null }, 'card')).toContain('card.type is "podcast", not one of video, quiz, document, interactive');
  });

  it('the catalogue: browse, the public list, one item (preview, enrolled, owner) and the access info', async () => {
    await expectDocumented(student, 'get', '/api/content-items', '/api/content-items?populate=teacher&sort=createdAt:desc', 200);
    await expectDocumented(student, 'get', '/api/content-items', '/api/content-items', 200);
    await expectDocumented(null, 'get', '/api/content-items/public', '/api/content-items/public?search=Documented', 200);
    for (const id of Object.values(ids)) {
      await expectDocumented(student, 'get', '/api/content-items/{id}', `/api/content-items/${id}`, 200);
      await expectDocumented(teacher, 'get', '/api/content-items/{id}', `/api/content-items/${id}`, 200);
    }
    await expectDocumented(student, 'post', '/api/student/content/access-info', '/api/student/content/access-info', 200, { contentIds: [ids.quiz, ids.interactive, 2_000_000] });
  });

  it('enrolling, progress, a quiz attempt, a rating and my courses', async () => {
    for (const id of [ids.quiz, ids.video, ids.document, ids.lesson]) {
      await expectDocumented(student, 'post', '/api/content-items/{id}/enroll', `/api/content-items/${id}/enroll`, 201, { paymentMethod: 'free' });
    }
    await expectDocumented(student, 'get', '/api/content-items/{id}', `/api/content-items/${ids.quiz}`, 200);
    await expectDocumented(student, 'put', '/api/student/content/{id}/progress', `/api/student/content/${ids.video}/progress`, 200, { currentPosition: 0 });
    t.clock.advance(30);
    await expectDocumented(student, 'put', '/api/student/content/{id}/progress', `/api/student/content/${ids.video}/progress`, 200, { currentPosition: 30, timeSpent: 30 });
    t.clock.advance(30);
    await expectDocumented(student, 'put', '/api/student/content/{id}/progress', `/api/student/content/${ids.video}/progress`, 200, { percentage: 100, currentPosition: 60, timeSpent: 30 });
    await expectDocumented(student, 'post', '/api/student/content/{id}/quiz-attempts', `/api/student/content/${ids.quiz}/quiz-attempts`, 201, { answers: [0, 2, -1] });
    await expectDocumented(student, 'post', '/api/student/content/{id}/quiz-attempts', `/api/student/content/${ids.quiz}/quiz-attempts`, 201, { answers: [0, 1, -1] });
    await expectDocumented(student, 'post', '/api/student/content/{id}/steps/{index}/check', `/api/student/content/${ids.lesson}/steps/0/check`, 200, { answer: 41 });
    await expectDocumented(student, 'post', '/api/student/content/{id}/steps/{index}/check', `/api/student/content/${ids.lesson}/steps/0/check`, 200, { answer: 42 });
    await expectDocumented(student, 'put', '/api/student/content/{id}/rating', `/api/student/content/${ids.quiz}/rating`, 200, { rating: 4 });
    await expectDocumented(student, 'get', '/api/content-items/{id}', `/api/content-items/${ids.quiz}`, 200);
    const courses = await expectDocumented(student, 'get', '/api/student/content/my-courses', '/api/student/content/my-courses', 200);
    expect([courses.data.activeCourses.length, courses.data.completedCourses.length]).toEqual([1, 3]);
    const completed = await expectDocumented(student, 'get', '/api/student/content/my-courses/{list}', '/api/student/content/my-courses/completed?sort=title&limit=2', 200);
    expect([completed.data.courses.length, completed.data.total, completed.data.activeCount, completed.data.completedCount]).toEqual([2, 3, 1, 3]);
  });

  it('the wishlist: add a course and a reward, list, remove', async () => {
    await expectDocumented(student, 'post', '/api/student/wishlist', '/api/student/wishlist', 201, { type: 'course', contentId: ids.interactive, priority: 'high' });
    const reward = await expectDocumented(student, 'post', '/api/student/wishlist', '/api/student/wishlist', 201, { type: 'reward', name: 'Kite', cost: 20, description: 'A red one' });
    await expectDocumented(student, 'get', '/api/student/wishlist', '/api/student/wishlist', 200);
    await expectDocumented(student, 'delete', '/api/student/wishlist/{id}', `/api/student/wishlist/${reward.data.id}`, 200);
  });

  it('the analytics and the received challenges', async () => {
    await expectDocumented(student, 'get', '/api/analytics/student/dashboard', '/api/analytics/student/dashboard', 200);
    await expectDocumented(student, 'get', '/api/analytics/student/progress/{subject}', '/api/analytics/student/progress/math', 200);
    await expectDocumented(student, 'get', '/api/analytics/student/learning-pattern', '/api/analytics/student/learning-pattern', 200);
    const peers = await expectDocumented(student, 'get', '/api/analytics/student/peer-comparison', '/api/analytics/student/peer-comparison', 200);
    expect(peers.data).toHaveLength(1);
    const received = await expectDocumented(student, 'get', '/api/student/challenges/received', '/api/student/challenges/received', 200);
    expect(received.data).toHaveLength(1);
  });

  it("the teacher's content calls: the library resource, publish, change, analytics, delete (withdrawn and deleted)", async () => {
    const quiz = { title: 'Documented authored quiz', description: 'With its answers', type: 'quiz', tags: ['numbers'], thumbnail: { url: 'https://img.example.org/a.png' }, contentData: THREE_QUESTION_QUIZ };
    const published = await expectDocumented(teacher, 'post', '/api/content-items', '/api/content-items', 201, { data: quiz });
    const id = published.data.id as number;
    expect((await expectDocumented(teacher, 'post', '/api/content-items/{id}/publish', `/api/content-items/${id}/publish`, 200, {})).data.status).toBe('published');
    expect((await expectDocumented(teacher, 'post', '/api/content-items/{id}/unpublish', `/api/content-items/${id}/unpublish`, 200, {})).data.status).toBe('draft');
    const empty = (await expectDocumented(teacher, 'post', '/api/content-items', '/api/content-items', 201, { data: { title: 'Empty quiz', description: 'Nothing yet', type: 'quiz' } })).data.id as number;
    const incomplete = await expectDocumented(teacher, 'post', '/api/content-items/{id}/publish', `/api/content-items/${empty}/publish`, 422, {});
    expect(incomplete.problems).toEqual({ 'contentData.questions': { code: 'noAnsweredQuestion' } });
    const interactive = { type: 'interactive', contentData: { steps: [{ title: 'Try', instruction: 'Pick one', task: { prompt: 'Which?', choices: ['a', 'b'], answerIndex: 1 } }] } };
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: interactive });
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: { type: 'document', contentData: { sections: [{ heading: 'One', body: 'First.' }] } } });
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: { type: 'video', contentData: { videoUrl: 'https://media.example.org/v.mp4', chapters: [{ title: 'Start', startSeconds: 0 }], transcript: 'Words.' } } });
    const library = await expectDocumented(teacher, 'get', '/api/admin/content', '/api/admin/content?sort=["rating","DESC"]&range=[0,24]&filter={}', 200);
    expect(library.length).toBeGreaterThan(4);
    const own = await expectDocumented(teacher, 'get', '/api/admin/content/{id}', `/api/admin/content/${ids.quiz}`, 200);
    expect(own.contentData.questions).toHaveLength(3);
    await expectDocumented(teacher, 'get', '/api/content-items/{id}/analytics', `/api/content-items/${ids.quiz}/analytics`, 200);
    await expectDocumented(teacher, 'get', '/api/content-items/{id}/analytics', `/api/content-items/${id}/analytics`, 200);
    const removed = await expectDocumented(teacher, 'delete', '/api/content-items/{id}', `/api/content-items/${id}`, 200);
    expect(removed.data.outcome).toBe('deleted');
    const withdrawn = await expectDocumented(teacher, 'delete', '/api/content-items/{id}', `/api/content-items/${ids.video}`, 200);
    expect(withdrawn.data.outcome).toBe('withdrawn');
  });

  it("the student's game: profile, odds, activity, XP, the login streak, the chest, the inventory, crafting and challenges", async () => {
    const game = new GameFixtures(t.dataSource);
    const { client: gamer, account } = await signedInClient(t.app, { firstName: 'Gus', lastName: 'Gamer' });
    const gamerId = account.user.id;
    await game.give(gamerId, 'wood-plank', 5);
    await game.give(gamerId, 'paper-sheet', 2);
    await game.give(gamerId, 'xp-boost', 1, new Date('2026-11-25T12:00:00Z'));
    await game.addDay(gamerId, '2026-11-18', { quizzes_completed: 1 });

    await expectDocumented(gamer, 'get', '/api/student/gaming', '/api/student/gaming', 200);
    await expectDocumented(gamer, 'get', '/api/student/odds', '/api/student/odds', 200);
    await expectDocumented(gamer, 'get', '/api/student/activity', '/api/student/activity', 200);
    await expectDocumented(gamer, 'put', '/api/student/profile', '/api/student/profile', 200, { school: 'Hill School', grade: '7', avatar: '🦊' });
    const awarded = await expectDocumented(gamer, 'post', '/api/student/xp', '/api/student/xp', 200, { xpGain: 100, source: 'video_completed' });
    expect(awarded.data.itemDrop).not.toBeNull();
    await expectDocumented(gamer, 'post', '/api/student/xp', '/api/student/xp', 200, { xpGain: 100, source: 'quiz_completed' });
    await expectDocumented(gamer, 'post', '/api/student/xp', '/api/student/xp', 200, { xpGain: 100, source: 'study_session' });
    const capped = await expectDocumented(gamer, 'post', '/api/student/xp', '/api/student/xp', 200, { xpGain: 50, source: 'study_session' });
    expect(capped.data.capped).toBe(true);
    const counted = await expectDocumented(gamer, 'post', '/api/student/login-streak', '/api/student/login-streak', 200);
    expect(counted.data.xpAward).not.toBeNull();
    const again = await expectDocumented(gamer, 'post', '/api/student/login-streak', '/api/student/login-streak', 200);
    expect(again.data.xpAward).toBeNull();

    await expectDocumented(gamer, 'get', '/api/student/chest/status', '/api/student/chest/status', 200);
    await expectDocumented(gamer, 'post', '/api/student/chest/daily', '/api/student/chest/daily', 200);
    const closed = await expectDocumented(gamer, 'get', '/api/student/chest/status', '/api/student/chest/status', 200);
    expect(closed.data.canOpen).toBe(false);

    await expectDocumented(gamer, 'get', '/api/student/crafting/materials', '/api/student/crafting/materials', 200);
    await expectDocumented(gamer, 'get', '/api/student/crafting/recipes', '/api/student/crafting/recipes', 200);
    await expectDocumented(gamer, 'post', '/api/student/crafting/craft', '/api/student/crafting/craft', 200, { itemId: 'wooden-bookmark' });
    const inventory = (await expectDocumented(gamer, 'get', '/api/student/inventory', '/api/student/inventory', 200)).data;
    const sellable = [...inventory.rawMaterials, ...inventory.craftedItems].find((item: { isSellable: boolean }) => item.isSellable);
    await expectDocumented(gamer, 'post', '/api/student/inventory/sell', '/api/student/inventory/sell', 200, { inventoryItemId: sellable.id });
    await expectDocumented(gamer, 'post', '/api/student/inventory/use', '/api/student/inventory/use', 200, { inventoryItemId: inventory.usableBoosts[0].id });
    const boosted = (await expectDocumented(gamer, 'get', '/api/student/inventory', '/api/student/inventory', 200)).data;
    expect(boosted.activeBoosts).toHaveLength(1);

    const challenges = (await expectDocumented(gamer, 'get', '/api/student/challenges', '/api/student/challenges', 200)).data;
    const quizGoal = challenges.daily.goals.find((goal: { unit: string }) => goal.unit === 'quizzes');
    await expectDocumented(gamer, 'post', '/api/student/challenges/claim', '/api/student/challenges/claim', 200, { period: 'daily', goalId: quizGoal.id });
  });

  it('the leaderboard: a page, a neighbourhood, other boards, and a challenge sent', async () => {
    const { client: racer } = await signedInClient(t.app, { firstName: 'Rae', lastName: 'Racer' });
    await racer.post('/api/student/xp', { xpGain: 40, source: 'video_completed' }).expect(200);
    const board = await expectDocumented(racer, 'get', '/api/student/leaderboard', '/api/student/leaderboard', 200);
    expect(board.data.entries.length).toBeGreaterThan(0);
    await expectDocumented(racer, 'get', '/api/student/leaderboard', '/api/student/leaderboard?around=me', 200);
    await expectDocumented(racer, 'get', '/api/student/leaderboard', '/api/student/leaderboard?type=weekly&category=streak&page=2&limit=5', 200);
    await expectDocumented(racer, 'post', '/api/student/leaderboard/challenge', '/api/student/leaderboard/challenge', 201, { targetUserId: studentId });
  });

  it('signing up and in, the session, the CSRF token, the config, the settings, the password and the video courses code', async () => {
    const visitor = new ApiClient(t.app);
    visitor.csrf = (await expectDocumented(visitor, 'get', '/api/csrf', '/api/csrf', 200)).csrfToken;
    const account = newAccount({ firstName: 'Val', lastName: 'Visitor' });
    visitor.jwt = (await expectDocumented(visitor, 'post', '/api/auth/local/register', '/api/auth/local/register', 201, account)).jwt;
    await expectDocumented(null, 'get', '/api/config', '/api/config', 200);
    await expectDocumented(visitor, 'get', '/api/users/me', '/api/users/me', 200);
    await expectDocumented(visitor, 'get', '/api/users/me', '/api/users/me?populate=*', 200);
    visitor.jwt = (await expectDocumented(visitor, 'post', '/api/token/refresh', '/api/token/refresh', 200)).jwt;
    await expectDocumented(visitor, 'get', '/api/users/me/settings', '/api/users/me/settings', 200);
    await expectDocumented(visitor, 'put', '/api/users/me/settings', '/api/users/me/settings', 200, { theme: 'dark', soundEffects: false });
    const code = (await expectDocumented(visitor, 'post', '/api/auth/video-code', '/api/auth/video-code', 201)).data.code;
    await expectDocumented(null, 'post', '/api/auth/video-code/exchange', '/api/auth/video-code/exchange', 200, { code });
    await expectDocumented(visitor, 'post', '/api/auth/change-password', '/api/auth/change-password', 200, { currentPassword: STRONG_PASSWORD, newPassword: 'Brand-New9' });

    const again = await new ApiClient(t.app).start();
    again.jwt = (await expectDocumented(again, 'post', '/api/auth/local', '/api/auth/local', 200, { identifier: account.username, password: 'Brand-New9' })).jwt;
    await expectDocumented(await new ApiClient(t.app).start(), 'post', '/api/auth/forgot-password', '/api/auth/forgot-password', 200, { email: account.email });
    await expectDocumented(again, 'post', '/api/auth/logout', '/api/auth/logout', 200);
  });

  it("the account's data and its deletion: export, schedule, read and cancel", async () => {
    const { client: leaving, account } = await signedInClient(t.app, { firstName: 'Lee', lastName: 'Leaving' });
    await expectDocumented(leaving, 'get', '/api/users/me/export', '/api/users/me/export', 200);
    await expectDocumented(leaving, 'get', '/api/users/me/deletion', '/api/users/me/deletion', 200);
    await expectDocumented(leaving, 'post', '/api/users/me/deletion', '/api/users/me/deletion', 200, { password: STRONG_PASSWORD });
    // Asking for the deletion ended every sign-in: a new one, in the grace period.
    leaving.jwt = (await leaving.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200)).body.jwt;
    await expectDocumented(leaving, 'get', '/api/users/me/deletion', '/api/users/me/deletion', 200);
    await expectDocumented(leaving, 'get', '/api/users/me', '/api/users/me', 200);
    await expectDocumented(leaving, 'delete', '/api/users/me/deletion', '/api/users/me/deletion', 200);
  });

  it("the sponsor's profile, a pledge, the sponsored content and the figures", async () => {
    const { client: sponsor } = await signedInClient(t.app, { userRole: 'sponsor', companyName: 'Acme Learning', contactPerson: 'Ada Acme' });
    await expectDocumented(sponsor, 'get', '/api/sponsors/me', '/api/sponsors/me', 200);
    await expectDocumented(sponsor, 'put', '/api/sponsors/me', '/api/sponsors/me', 200, { data: { website: 'https://acme.example.org', description: 'We fund quizzes.' } });
    await expectDocumented(sponsor, 'post', '/api/sponsors/sponsor-content', '/api/sponsors/sponsor-content', 201, { contentId: ids.quiz, amount: 5 });
    await expectDocumented(sponsor, 'get', '/api/sponsors/sponsored-content', '/api/sponsors/sponsored-content', 200);
    await expectDocumented(sponsor, 'get', '/api/sponsors/stats', '/api/sponsors/stats', 200);
  });

  it("the family: links asked, accepted and declined, the parent's views, budget, transfers, goals, a reset code and the wishlist decisions", async () => {
    const game = new GameFixtures(t.dataSource);
    const child = await signedInClient(t.app, { firstName: 'Kim', lastName: 'Child' });
    const kim = child.client;
    const kimId = child.account.user.id;
    await new LearningFixtures(t.dataSource).enroll(kimId, ids.quiz, { progress: 40 });
    const [mum, dad, stranger] = await Promise.all(
      ['Mia', 'Dan', 'Sol'].map(async (firstName) => {
        const made = await signedInClient(t.app, { userRole: 'parent', firstName, lastName: 'Parent' });
        return { client: made.client, id: made.account.user.id };
      }),
    );

    await expectDocumented(mum.client, 'post', '/api/parent/connect-child', '/api/parent/connect-child', 201, { identifier: child.account.username });
    await expectDocumented(stranger.client, 'post', '/api/parent/connect-child', '/api/parent/connect-child', 201, { identifier: child.account.username });
    await expectDocumented(kim, 'get', '/api/student/parents', '/api/student/parents', 200);
    await expectDocumented(kim, 'post', '/api/student/parent-requests/{id}/accept', `/api/student/parent-requests/${mum.id}/accept`, 200);
    await expectDocumented(kim, 'post', '/api/student/parent-requests/{id}/decline', `/api/student/parent-requests/${stranger.id}/decline`, 200);
    const linkCode = (await expectDocumented(kim, 'post', '/api/student/parent-link-code', '/api/student/parent-link-code', 201)).data.code;
    await expectDocumented(dad.client, 'post', '/api/parent/connect-child', '/api/parent/connect-child', 201, { linkCode });
    await expectDocumented(kim, 'get', '/api/student/parents', '/api/student/parents', 200);

    const parent = mum.client;
    await expectDocumented(parent, 'get', '/api/parent/profile', '/api/parent/profile', 200);
    await expectDocumented(parent, 'get', '/api/parent/children', '/api/parent/children', 200);
    await expectDocumented(parent, 'get', '/api/parent/child/{id}/classes', `/api/parent/child/${kimId}/classes`, 200);
    await expectDocumented(parent, 'get', '/api/parent/child/{id}/content-progress', `/api/parent/child/${kimId}/content-progress`, 200);
    await expectDocumented(parent, 'get', '/api/analytics/parent/overview', '/api/analytics/parent/overview', 200);
    await expectDocumented(parent, 'get', '/api/parent/budget', '/api/parent/budget', 200);
    await expectDocumented(parent, 'put', '/api/parent/budget', '/api/parent/budget', 200, { monthlyEducationBudget: 250 });
    await game.grantTokens(mum.id, 100);
    await expectDocumented(parent, 'post', '/api/parent/transfer-tokens', '/api/parent/transfer-tokens', 201, { childId: kimId, amount: 30, note: 'For the science course' });
    const goal = (await expectDocumented(parent, 'post', '/api/parent/goals', '/api/parent/goals', 201, { data: { childId: kimId, title: 'Read three books', kind: 'custom', target: 3, dueDate: '2026-12-31' } })).data.data;
    await expectDocumented(parent, 'put', '/api/parent/goals/{id}', `/api/parent/goals/${goal.id}`, 200, { data: { target: 5 } });
    await expectDocumented(parent, 'get', '/api/parent/goals', '/api/parent/goals', 200);
    await expectDocumented(kim, 'get', '/api/student/goals', '/api/student/goals', 200);
    await expectDocumented(parent, 'post', '/api/parent/goals/{id}/complete', `/api/parent/goals/${goal.id}/complete`, 200);
    await expectDocumented(parent, 'get', '/api/admin/goals', '/api/admin/goals?sort=["dueDate","ASC"]&range=[0,9]&filter={"completed":true}', 200);
    await expectDocumented(parent, 'get', '/api/admin/transfers', '/api/admin/transfers?sort=["createdAt","DESC"]&range=[0,9]&filter={}', 200);

    const wish = async (name: string) => (await kim.post('/api/student/wishlist', { type: 'reward', name, cost: 20 }).expect(201)).body.data.id as number;
    const [kite, ball, book, drum, bike, lamp, pens] = await Promise.all(['Kite', 'Ball', 'Book', 'Drum', 'Bike', 'Lamp', 'Pens'].map(wish));
    await expectDocumented(parent, 'get', '/api/parent/wishlist', '/api/parent/wishlist', 200);
    await expectDocumented(parent, 'post', '/api/parent/wishlist/{id}/approve', `/api/parent/wishlist/${kite}/approve`, 200, { note: 'Enjoy it!' });
    await expectDocumented(parent, 'post', '/api/parent/wishlist/{id}/deny', `/api/parent/wishlist/${ball}/deny`, 200, {});
    await expectDocumented(parent, 'post', '/api/parent/wishlist/{id}/reset', `/api/parent/wishlist/${kite}/reset`, 200, {});
    await expectDocumented(parent, 'get', '/api/parent/wishlist', '/api/parent/wishlist', 200);
    await expectDocumented(parent, 'get', '/api/admin/wishlist', '/api/admin/wishlist?sort=["name","ASC"]&range=[0,9]&filter={}', 200);
    await expectDocumented(parent, 'get', '/api/admin/wishlist/{id}', `/api/admin/wishlist/${kite}`, 200);
    await expectDocumented(parent, 'post', '/api/admin/wishlist/{id}/approve', `/api/admin/wishlist/${book}/approve`, 200, {});
    await expectDocumented(parent, 'post', '/api/admin/wishlist/{id}/deny', `/api/admin/wishlist/${drum}/deny`, 200, { note: 'Too loud' });
    await expectDocumented(parent, 'post', '/api/admin/wishlist/{id}/reset', `/api/admin/wishlist/${drum}/reset`, 200, {});
    await expectDocumented(parent, 'post', '/api/admin/wishlist/approve-many', '/api/admin/wishlist/approve-many', 200, { ids: [bike, lamp] });
    await expectDocumented(parent, 'post', '/api/admin/wishlist/deny-many', '/api/admin/wishlist/deny-many', 200, { ids: [pens, bike] });

    const resetCode = (await expectDocumented(parent, 'post', '/api/parent/child/{id}/reset-code', `/api/parent/child/${kimId}/reset-code`, 201)).data.data.code;
    await expectDocumented(await new ApiClient(t.app).start(), 'post', '/api/auth/reset-password', '/api/auth/reset-password', 200, { code: resetCode, password: 'Brand-New9', passwordConfirmation: 'Brand-New9' });
    const relinked = await new ApiClient(t.app).start();
    relinked.jwt = (await relinked.post('/api/auth/local', { identifier: child.account.username, password: 'Brand-New9' }).expect(200)).body.jwt;
    await expectDocumented(relinked, 'delete', '/api/student/parents/{parentId}', `/api/student/parents/${dad.id}`, 200);
  });

  it('stored media: a demo film still, an uploaded picture and a video, whole and a range, answer bytes of a documented type; an upload its documented answer', async () => {
    const media = new MediaFixtures(t.app);
    const { client: author, account } = await signedInClient(t.app, { userRole: 'teacher' });
    const still = 'demo-film-0123456789abcdef.png';
    await media.store.put(still, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png');
    const key = 'documented-film.mp4';
    await media.storeFilm(key, secondsOfVideo(30));
    const filmId = await new ContentFixtures(t.app, t.dataSource).content(account.user.id, { title: 'Documented film', contentData: { mediaKey: key, durationSeconds: 30 } });
    const address = (await author.get(`/api/content-items/${filmId}`).expect(200)).body.data.contentData.videoUrl as string;

    const expectBytes = async (template: string, path: string, status: number, range?: string) => {
      const answer = await media.fetch(path, range);
      expect([path, answer.status]).toEqual([path, status]);
      const types = Object.keys((document.paths[template]?.get?.responses[String(status)] as { content?: object } | undefined)?.content ?? {});
      expect(types).toContain(answer.headers['content-type'].split(';')[0]);
      expect(answer.bytes.length).toBeGreaterThan(0);
      checked.add(`get ${template}`);
    };
    await expectBytes('/api/media/stills/{key}', `/api/media/stills/${still}`, 200);
    await expectBytes('/api/media/{key}', address, 200);
    await expectBytes('/api/media/{key}', address, 206, 'bytes=0-99');

    const picture = '0123456789abcdef0123456789abcdef.png';
    await media.store.put(picture, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png');
    await expectBytes('/api/media/pictures/{key}', `/api/media/pictures/${picture}`, 200);
    await expectBytes('/api/media/pictures/{key}', `/api/media/pictures/${picture}`, 206, 'bytes=0-7');

    for (const file of [Buffer.from(secondsOfVideo(3).bytes), Buffer.from('%PDF-1.4\n%%EOF\n')]) {
      const uploaded = await author.agent
        .post('/api/media/uploads')
        .set({ 'X-CSRF-Token': author.csrf!, Authorization: `Bearer ${author.jwt}` })
        .attach('file', file, 'documented');
      expect(uploaded.status).toBe(201);
      const schema = document.paths['/api/media/uploads']?.post?.responses['201']?.content?.['application/json']?.schema;
      expect(departures(document, schema!, uploaded.body, 'post /api/media/uploads')).toEqual([]);
    }
    checked.add('post /api/media/uploads');
  });

  it("messages between a parent and a teacher, announcements and everyone's notifications", async () => {
    const parent = await signedInClient(t.app, { userRole: 'parent', firstName: 'Pat' });
    await t.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, 'accepted', now())`, [parent.account.user.id, studentId]);
    const [{ teacher_id: teacherId, id: classId }] = await t.dataSource.query(`SELECT teacher_id, id FROM classes WHERE name = 'Documented class'`);
    await expectDocumented(parent.client, 'get', '/api/messages/threads', '/api/messages/threads', 200);
    await expectDocumented(parent.client, 'get', '/api/messages/contacts', '/api/messages/contacts', 200);
    const started = await expectDocumented(parent.client, 'post', '/api/messages/threads', '/api/messages/threads', 201, { recipientId: teacherId, childId: studentId, body: 'Hello' });
    const threadId = started.data.thread.id as number;
    await expectDocumented(teacher, 'post', '/api/messages/threads/{id}/messages', `/api/messages/threads/${threadId}/messages`, 201, { body: 'Hello to you' });
    await expectDocumented(teacher, 'get', '/api/messages/threads', '/api/messages/threads', 200);
    await expectDocumented(parent.client, 'get', '/api/messages/threads/{id}', `/api/messages/threads/${threadId}`, 200);
    await expectDocumented(parent.client, 'post', '/api/messages/threads/{id}/read', `/api/messages/threads/${threadId}/read`, 200);
    await expectDocumented(parent.client, 'post', '/api/messages/threads/{id}/mute', `/api/messages/threads/${threadId}/mute`, 200, { muted: true });
    await expectDocumented(parent.client, 'get', '/api/parent/announcements', '/api/parent/announcements', 200);
    await teacher.post(`/api/classes/${classId}/announcements`, { body: 'Quiz on Friday' }).expect(201);
    await expectDocumented(parent.client, 'get', '/api/parent/announcements', '/api/parent/announcements', 200);
    await expectDocumented(student, 'get', '/api/student/announcements', '/api/student/announcements', 200);
    await expectDocumented(student, 'get', '/api/notifications', '/api/notifications?limit=1', 200);
    await expectDocumented(teacher, 'get', '/api/notifications', '/api/notifications', 200);
    await expectDocumented(student, 'post', '/api/notifications/read', '/api/notifications/read', 200, { all: true });
  });

  it('checked every call of the document, but those named with the spec that checks them', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const elsewhere = documented.filter((call) => CHECKED_IN_OTHER_SPECS.some(([paths]) => paths.test(call.split(' ')[1])));
    expect(elsewhere.length).toBeGreaterThan(40);
    expect([...BYTE_ANSWERS].filter((call) => !checked.has(call))).toEqual([]);
    expect(documented.filter((call) => !elsewhere.includes(call) && !STREAMS.has(call)).sort()).toEqual([...checked].sort());
  });
});
