import { signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('student analytics, computed from what the student did (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let learning: LearningFixtures;
  let teacherId: number;

  beforeAll(async () => {
    t = await createTestApp();
    content = new ContentFixtures(t.app, t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  it('shows zeros, no journeys and an empty week to a new student', async () => {
    const { client } = await signedInClient(t.app);
    const dashboard = (await client.get('/api/analytics/student/dashboard').expect(200)).body.data;
    expect(dashboard).toEqual({
      activity: { dailyStudyMinutes: 0, completedCourses: 0, videosWatched: 0, quizzesCompleted: 0, totalStudyMinutes: 0 },
      journeys: [],
      weeklyStudy: ['12', '13', '14', '15', '16', '17', '18'].map((day) => ({ date: `2026-11-${day}`, minutes: 0 })),
    });
    expect((await client.get('/api/analytics/student/learning-pattern').expect(200)).body.data).toEqual([]);
    expect((await client.get('/api/analytics/student/peer-comparison').expect(200)).body.data).toEqual([]);
    expect((await client.get('/api/student/challenges/received').expect(200)).body.data).toEqual([]);
  });

  describe('a student of New York who studied maths and science', () => {
    let client: Awaited<ReturnType<typeof signedInClient>>['client'];
    let fractions: number; // maths, beginner video
    let algebraQuiz: number; // maths, advanced quiz
    let cells: number; // science, intermediate document
    let romans: number; // history, enrolled and never opened

    /**
     * Study that ends with a progress report at a given instant from a given device: the item was
     * opened at `from` when the time spent began.
     */
    const report = async (at: string, contentId: number, body: { timeSpent: number; currentPosition?: number }, device = 'desktop', from = 0) => {
      t.clock.set(at);
      t.clock.advance(-body.timeSpent);
      await client.put(`/api/student/content/${contentId}/progress`, { currentPosition: from }).set('x-device-type', device).expect(200);
      t.clock.set(at);
      return client.put(`/api/student/content/${contentId}/progress`, body).set('x-device-type', device).expect(200);
    };

    beforeAll(async () => {
      const student = await signedInClient(t.app, { timeZone: 'America/New_York' });
      client = student.client;
      const id = student.account.user.id;
      fractions = await content.content(teacherId, { title: 'Fractions', type: 'video', category: 'math', difficulty: 'beginner' });
      algebraQuiz = await content.content(teacherId, { title: 'Algebra Quiz', type: 'quiz', category: 'math', difficulty: 'advanced', contentData: THREE_QUESTION_QUIZ });
      cells = await content.content(teacherId, {
        title: 'Cells',
        type: 'document',
        category: 'science',
        difficulty: 'intermediate',
        contentData: { sections: [{ heading: 'Cells', body: 'Cells are small.' }] },
      });
      romans = await content.content(teacherId, { title: 'Romans', category: 'history' });
      await learning.enroll(id, fractions, { createdAt: '2026-10-01T10:00:00Z' });
      await learning.enroll(id, algebraQuiz, { createdAt: '2026-11-01T10:00:00Z' });
      await learning.enroll(id, cells, { createdAt: '2026-11-02T10:00:00Z' });
      await learning.enroll(id, romans, { createdAt: '2026-11-03T10:00:00Z' });

      // The 15-minute video to 40 % (360 s), then 80 % (720 s)
      await report('2026-10-09T14:00:00Z', fractions, { currentPosition: 360, timeSpent: 600 }, 'tablet'); // 10:00 in New York, 40 days before
      await report('2026-11-17T01:00:00Z', fractions, { currentPosition: 720, timeSpent: 600 }, 'mobile', 360); // 20:00 on the 16th
      await report('2026-11-17T02:00:00Z', fractions, { timeSpent: 300 }, 'mobile', 720); // 21:00 on the 16th
      t.clock.set('2026-11-18T15:00:00Z'); // 10:00 on the 18th
      await client.post(`/api/student/content/${algebraQuiz}/quiz-attempts`, { answers: [0, 1, 2] }).expect(201);
      await report('2026-11-18T22:30:00Z', cells, { timeSpent: 1800 }); // 17:30 on the 18th: its one section read
      t.clock.set('2026-11-19T03:00:00Z'); // 22:00 on the 18th in New York, already the 19th in UTC
    });

    it('dashboard: activity counters, the week in local days, one journey per subject', async () => {
      t.clock.set('2026-11-19T03:00:00Z');
      const dashboard = (await client.get('/api/analytics/student/dashboard').expect(200)).body.data;
      expect(dashboard.activity).toEqual({ dailyStudyMinutes: 30, completedCourses: 2, videosWatched: 0, quizzesCompleted: 1, totalStudyMinutes: 55 });
      expect(dashboard.weeklyStudy).toEqual([
        { date: '2026-11-12', minutes: 0 },
        { date: '2026-11-13', minutes: 0 },
        { date: '2026-11-14', minutes: 0 },
        { date: '2026-11-15', minutes: 0 },
        { date: '2026-11-16', minutes: 15 },
        { date: '2026-11-17', minutes: 0 },
        { date: '2026-11-18', minutes: 30 },
      ]);
      expect(dashboard.journeys).toEqual([
        // fractions 80 % unfinished (4 points) + the advanced quiz completed (30); velocity: 80 % × 900/1500 s in the window + 100 % of the quiz, over 4 weeks
        { id: 'math', subject: 'math', enrolled: 2, completed: 1, averageProgress: 90, skillLevel: 'intermediate', skillScore: 34, learningVelocity: 37 },
        { id: 'science', subject: 'science', enrolled: 1, completed: 1, averageProgress: 100, skillLevel: 'beginner', skillScore: 20, learningVelocity: 25 },
        { id: 'history', subject: 'history', enrolled: 1, completed: 0, averageProgress: 0, skillLevel: 'beginner', skillScore: 0, learningVelocity: 0 },
      ]);
    });

    it('the velocity forgets what falls out of the last 28 days', async () => {
      t.clock.set('2026-12-20T12:00:00Z');
      const [maths] = (await client.get('/api/analytics/student/dashboard').expect(200)).body.data.journeys;
      expect(maths).toMatchObject({ subject: 'math', learningVelocity: 0, skillScore: 34 });
    });

    it('progress in one subject lists its courses, newest enrollment first', async () => {
      t.clock.set('2026-11-19T03:00:00Z');
      const maths = (await client.get('/api/analytics/student/progress/math').expect(200)).body.data;
      expect(maths).toEqual({
        subject: 'math',
        enrolled: 2,
        completed: 1,
        averageProgress: 90,
        timeSpentSeconds: 1500,
        skillLevel: 'intermediate',
        skillScore: 34,
        learningVelocity: 37,
        courses: [
          { contentId: algebraQuiz, title: 'Algebra Quiz', type: 'quiz', percentage: 100, timeSpent: 0, completedAt: '2026-11-18T15:00:00.000Z', lastAccessed: '2026-11-18T15:00:00.000Z' },
          { contentId: fractions, title: 'Fractions', type: 'video', percentage: 80, timeSpent: 1500, completedAt: null, lastAccessed: '2026-11-17T02:00:00.000Z' },
        ],
      });
      const art = (await client.get('/api/analytics/student/progress/art').expect(200)).body.data;
      expect(art).toMatchObject({ subject: 'art', enrolled: 0, completed: 0, averageProgress: 0, timeSpentSeconds: 0, skillLevel: 'beginner', courses: [] });
    });

    it('refuses an unknown subject with 400', async () => {
      const response = await client.get('/api/analytics/student/progress/cooking').expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Unknown subject') });
    });

    it('learning pattern: time per content, most used device (from the header) and part of the day (on the local clock)', async () => {
      const pattern = (await client.get('/api/analytics/student/learning-pattern').expect(200)).body.data;
      expect(pattern).toEqual([
        { contentItem: { id: cells, title: 'Cells', type: 'document', category: 'science' }, timeSpentSeconds: 1800, deviceType: 'desktop', studyPattern: 'evening' },
        { contentItem: { id: fractions, title: 'Fractions', type: 'video', category: 'math' }, timeSpentSeconds: 1500, deviceType: 'mobile', studyPattern: 'evening' },
      ]);
    });
  });

  it('counts an unknown or odd device header as unknown, and shows at most 10 items, most time first', async () => {
    const { client, account } = await signedInClient(t.app);
    const ids: number[] = [];
    t.clock.set('2026-11-18T22:00:00Z'); // from 22:00 in UTC, one course after another: night
    for (let index = 1; index <= 11; index++) {
      const contentId = await content.content(teacherId, { title: `Course ${index}` });
      await learning.enroll(account.user.id, contentId);
      ids.push(contentId);
      await client.put(`/api/student/content/${contentId}/progress`, { currentPosition: 0 }).set('x-device-type', 'Smart TV!').expect(200);
      t.clock.advance(index * 60);
      await client.put(`/api/student/content/${contentId}/progress`, { timeSpent: index * 60 }).set('x-device-type', 'Smart TV!').expect(200);
    }
    const pattern = (await client.get('/api/analytics/student/learning-pattern').expect(200)).body.data;
    expect(pattern).toHaveLength(10);
    expect(pattern.map((entry: { contentItem: { id: number } }) => entry.contentItem.id)).toEqual(ids.slice(1).reverse());
    expect(pattern[0]).toMatchObject({ timeSpentSeconds: 660, deviceType: 'unknown', studyPattern: 'night' });
  });

  it("peer comparison: each of my classes' average progress beside mine, at most 5, latest joined first", async () => {
    const me = await signedInClient(t.app);
    const peer = await signedInClient(t.app);
    const idle = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    const [a, b, c] = [await content.content(teacherId), await content.content(teacherId), await content.content(teacherId)];
    await learning.enroll(me.account.user.id, a, { progress: 40 });
    await learning.enroll(me.account.user.id, b, { progress: 100, completedAt: '2026-11-10T10:00:00Z' });
    await learning.enroll(peer.account.user.id, a, { progress: 50 });
    await learning.enroll(peer.account.user.id, c, { progress: 30 });
    await learning.enroll(other.account.user.id, c, { progress: 10 });
    const maths = await learning.createClass(teacherId, 'Maths 7B', 'math', [me.account.user.id, peer.account.user.id, idle.account.user.id], '2026-09-01T08:00:00Z');
    const club = await learning.createClass(teacherId, 'Science Club', 'science', [me.account.user.id, other.account.user.id], '2026-09-02T08:00:00Z');
    await learning.createClass(teacherId, 'Not mine', null, [peer.account.user.id]);

    const comparison = (await me.client.get('/api/analytics/student/peer-comparison').expect(200)).body.data;
    expect(comparison).toEqual([
      { class: { id: club, name: 'Science Club', subject: 'science' }, averagePerformance: { overall: 50, mine: 70 } }, // (40 + 100 + 10) / 3
      { class: { id: maths, name: 'Maths 7B', subject: 'math' }, averagePerformance: { overall: 55, mine: 70 } }, // (40 + 100 + 50 + 30) / 4
    ]);

    for (let index = 0; index < 4; index++) await learning.createClass(teacherId, `Extra ${index}`, null, [me.account.user.id], `2026-10-0${index + 1}T08:00:00Z`);
    const capped = (await me.client.get('/api/analytics/student/peer-comparison').expect(200)).body.data;
    expect(capped.map((entry: { class: { name: string } }) => entry.class.name)).toEqual(['Extra 3', 'Extra 2', 'Extra 1', 'Extra 0', 'Science Club']);
  });

  it('received challenges: newest first, the sender without an e-mail', async () => {
    const target = await signedInClient(t.app);
    const sender = await signedInClient(t.app, { firstName: 'Grace', lastName: 'hopper' });
    await sender.client.post('/api/student/leaderboard/challenge', { targetUserId: target.account.user.id, message: 'Race you!' }).expect(201);
    t.clock.advance(60);
    await sender.client.post('/api/student/leaderboard/challenge', { targetUserId: target.account.user.id, challengeType: 'xp-race' }).expect(201);
    await target.client.post('/api/student/leaderboard/challenge', { targetUserId: sender.account.user.id }).expect(201); // sent, not received

    const response = await target.client.get('/api/student/challenges/received').expect(200);
    const from = { id: sender.account.user.id, username: sender.account.username, firstName: 'Grace', lastInitial: 'H.', avatar: null };
    expect(response.body.data).toEqual([
      { id: expect.any(Number), challengeType: 'xp-race', message: 'I challenge you to a duel!', createdAt: '2026-11-18T12:01:00.000Z', from },
      { id: expect.any(Number), challengeType: 'duel', message: 'Race you!', createdAt: '2026-11-18T12:00:00.000Z', from },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('@');
  });

  it('shows at most the 50 newest received challenges', async () => {
    const target = await signedInClient(t.app);
    const sender = await signedInClient(t.app);
    await t.dataSource.query(
      `INSERT INTO leaderboard_challenges (from_user_id, target_user_id, challenge_type, message, created_at)
       SELECT $1, $2, 'duel', 'Challenge ' || n, timestamptz '2026-11-01T00:00:00Z' + n * interval '1 minute' FROM generate_series(1, 55) AS n`,
      [sender.account.user.id, target.account.user.id],
    );
    const received = (await target.client.get('/api/student/challenges/received').expect(200)).body.data;
    expect(received).toHaveLength(50);
    expect(received[0].message).toBe('Challenge 55');
    expect(received[49].message).toBe('Challenge 6');
  });

  it.each(['teacher', 'parent', 'sponsor'])('refuses the student analytics to a %s with 403', async (role) => {
    const { client } = await signedInClient(t.app, { userRole: role });
    for (const path of ['analytics/student/dashboard', 'analytics/student/progress/math', 'analytics/student/learning-pattern', 'analytics/student/peer-comparison', 'student/challenges/received']) {
      expect((await client.get(`/api/${path}`)).status).toBe(403);
    }
  });
});
