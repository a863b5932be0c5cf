import request from 'supertest';
import { type ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';
import { type ApiDocument, type Method, departures } from '../support/api-document';

/**
 * The student's content and learning answers are exactly what the API document says (and so what the
 * web's generated types say): every documented field there, of its type, null only where nullable,
 * and no field the document does not name.
 */

describe('the student content and learning answers match the API document', () => {
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
    await sender.client.post('/api/student/leaderboard/challenge', { targetUserId: studentId, message: 'Race you!' }).expect(201);
  });
  afterAll(() => t.close());

  const ids = { quiz: 0, video: 0, document: 0, interactive: 0, lesson: 0 };

  /** Calls the API and checks the answer against the document's answer for that path, method and status. */
  async function expectDocumented(client: ApiClient | null, method: Method, template: string, path: string, status: number, body?: object) {
    const agent = client ?? { get: (url: string) => request(t.app.getHttpServer()).get(url) };
    const response = await (method === 'get' ? agent.get(path) : method === 'delete' ? client!.delete(path) : client![method](path, body));
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

  it("the teacher's content calls: publish, change, analytics, delete (withdrawn and deleted)", async () => {
    const quiz = { title: 'Documented authored quiz', description: 'With its answers', type: 'quiz', tags: ['numbers'], thumbnail: { url: 'https://img.example.org/a.png' }, contentData: THREE_QUESTION_QUIZ };
    const published = await expectDocumented(teacher, 'post', '/api/content-items', '/api/content-items', 201, { data: quiz });
    const id = published.data.id as number;
    const interactive = { type: 'interactive', contentData: { steps: [{ title: 'Try', instruction: 'Pick one', task: { prompt: 'Which?', choices: ['a', 'b'], answerIndex: 1 } }] } };
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: interactive });
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: { type: 'document', contentData: { sections: [{ heading: 'One', body: 'First.' }] } } });
    await expectDocumented(teacher, 'put', '/api/content-items/{id}', `/api/content-items/${id}`, 200, { data: { type: 'video', contentData: { videoUrl: 'https://media.example.org/v.mp4', chapters: [{ title: 'Start', startSeconds: 0 }], transcript: 'Words.' } } });
    await expectDocumented(teacher, 'get', '/api/content-items/{id}/analytics', `/api/content-items/${ids.quiz}/analytics`, 200);
    await expectDocumented(teacher, 'get', '/api/content-items/{id}/analytics', `/api/content-items/${id}/analytics`, 200);
    const removed = await expectDocumented(teacher, 'delete', '/api/content-items/{id}', `/api/content-items/${id}`, 200);
    expect(removed.data.outcome).toBe('deleted');
    const withdrawn = await expectDocumented(teacher, 'delete', '/api/content-items/{id}', `/api/content-items/${ids.video}`, 200);
    expect(withdrawn.data.outcome).toBe('withdrawn');
  });

  it('checked every call of the content and learning features', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter(() => /^\/api\/(content-items|student\/content|student\/wishlist|analytics\/student|student\/challenges\/received)/.test(path))
        .map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual([...checked].sort());
  });
});
