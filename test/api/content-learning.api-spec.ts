import { signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { HonestLearner } from '../support/honest-learner';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';

const NOW = '2026-11-18T12:00:00Z';

describe('taking a course: progress, completion, quizzes, ratings, my courses (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let learning: LearningFixtures;
  let teacherId: number;
  const dice = new ScriptedRandom(0.99); // no item drops: the XP books hold XP alone

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    dice.always(0.99);
    t.clock.set(NOW);
  });

  /** A student enrolled in a new content item of the given kind. */
  async function enrolledStudent(overrides: Parameters<ContentFixtures['content']>[1] = {}) {
    const { client, account } = await signedInClient(t.app);
    const contentId = await content.content(teacherId, overrides);
    await learning.enroll(account.user.id, contentId);
    return { client, studentId: account.user.id, contentId, learner: new HonestLearner(client, t.clock, contentId) };
  }

  const VIDEO = { videoUrl: 'https://media.example.org/fractions.mp4', chapters: [{ title: 'Introduction', startSeconds: 0 }] };

  const quiz = { type: 'quiz' as const, title: 'Three Questions', contentData: THREE_QUESTION_QUIZ };

  describe('PUT /student/content/:id/progress', () => {
    it('stores the position and the time the server credited; percent follows the evidence and never goes down', async () => {
      const { client, contentId, learner } = await enrolledStudent({ contentData: { ...VIDEO, durationSeconds: 600 } });
      const opened = (await client.put(`/api/student/content/${contentId}/progress`, { currentPosition: 0 }).expect(200)).body.data;
      expect(opened).toEqual({
        progress: { percentage: 0, lastAccessed: NOW.replace('Z', '.000Z'), timeSpent: 0, currentPosition: 0, completedAt: null },
        completedNow: false,
        xpAward: null,
        creditedSeconds: 0,
        partsDone: [],
        watchedSeconds: 0,
      });
      const first = await learner.spend(120, { percentage: 90, currentPosition: 120 });
      expect(first).toMatchObject({ progress: { percentage: 20, timeSpent: 120, currentPosition: 120 }, creditedSeconds: 120, watchedSeconds: 120 });
      const back = await learner.spend(60, { percentage: 10, currentPosition: 30 });
      expect(back.progress).toMatchObject({ percentage: 20, currentPosition: 30, timeSpent: 180, lastAccessed: '2026-11-18T12:03:00.000Z' });
      expect(back.watchedSeconds).toBe(120);
    });

    it('counts at most 3600 seconds a call, and adds them to the day, the totals and the dashboard', async () => {
      const { client, studentId, learner } = await enrolledStudent();
      await learner.open();
      const capped = await learner.spend(3600, { timeSpent: 5000 });
      expect(capped.progress.timeSpent).toBe(3600);
      expect(await learning.studyDay(studentId, '2026-11-18')).toMatchObject({ study_seconds: 3600, study_minutes: 60 });
      const activity = (await client.get('/api/student/activity').expect(200)).body.data;
      expect(activity).toMatchObject({ dailyStudyMinutes: 60, totalStudyTime: 60 });
      const dashboard = (await client.get('/api/analytics/student/dashboard').expect(200)).body.data;
      expect(dashboard.activity).toMatchObject({ dailyStudyMinutes: 60, totalStudyMinutes: 60 });
    });

    it("makes whole minutes of the day's accumulated seconds, not of each call", async () => {
      const { client, studentId, learner } = await enrolledStudent();
      await learner.open();
      for (let call = 0; call < 3; call++) await learner.spend(30);
      expect(await learning.studyDay(studentId, '2026-11-18')).toMatchObject({ study_seconds: 90, study_minutes: 1 });
      await learner.spend(30);
      expect(await learning.studyDay(studentId, '2026-11-18')).toMatchObject({ study_seconds: 120, study_minutes: 2 });
      t.clock.advance(24 * 3600);
      await learner.open();
      await learner.spend(59);
      expect(await learning.studyDay(studentId, '2026-11-19')).toMatchObject({ study_seconds: 59, study_minutes: 0 });
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ dailyStudyMinutes: 0, totalStudyTime: 2 });
      const [{ sessions }] = await t.dataSource.query(`SELECT count(*)::int AS sessions FROM study_sessions WHERE student_id = $1`, [studentId]);
      expect(sessions).toBe(5);
    });

    it('marks the student active even when no time is reported, and writes no study session then', async () => {
      const { client, studentId, contentId } = await enrolledStudent();
      await client.put(`/api/student/content/${contentId}/progress`, { percentage: 10 }).expect(200);
      const [totals] = await t.dataSource.query(`SELECT last_active_at FROM activity_totals WHERE user_id = $1`, [studentId]);
      expect(new Date(totals.last_active_at).toISOString()).toBe('2026-11-18T12:00:00.000Z');
      const [{ sessions }] = await t.dataSource.query(`SELECT count(*)::int AS sessions FROM study_sessions WHERE student_id = $1`, [studentId]);
      expect(sessions).toBe(0);
    });

    it('completes a quiz once: 130 XP with no streak or boost, counters, completions and my courses', async () => {
      const { client, studentId, contentId, learner } = await enrolledStudent(quiz);
      const done = await learner.answerQuiz([0, 1, 2]);
      expect(done).toMatchObject({ completedNow: true, progress: { percentage: 100, completedAt: '2026-11-18T12:00:00.000Z' } });
      expect(done.xpAward).toMatchObject({ xpGain: 130, newXP: 130, newLevel: 2, leveledUp: true, itemDrop: null });
      expect(await game.books(studentId)).toMatchObject({ xp: 130, xp_ledger: 130 });
      const [ledger] = await t.dataSource.query(`SELECT source, reference FROM xp_ledger WHERE user_id = $1`, [studentId]);
      expect(ledger).toEqual({ source: 'course_completed', reference: `content:${contentId}` });
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({
        completedCourses: 1,
        quizzesCompleted: 1,
        videosWatched: 0,
        dailyQuizzesCompleted: 1,
        dailyVideosWatched: 0,
      });
      expect(await learning.studyDay(studentId, '2026-11-18')).toMatchObject({ courses_completed: 1, quizzes_completed: 1, videos_watched: 0 });
      expect((await learning.contentCounters(contentId)).completions).toBe(1);
      const courses = (await client.get('/api/student/content/my-courses').expect(200)).body.data;
      expect(courses.activeCourses).toEqual([]);
      expect(courses.completedCourses.map((course: { contentItem: { id: number } }) => course.contentItem.id)).toEqual([contentId]);

      t.clock.advance(3600);
      const again = await learner.answerQuiz([0, 1, 2]);
      expect(again).toMatchObject({ completedNow: false, xpAward: null, progress: { completedAt: '2026-11-18T12:00:00.000Z', percentage: 100 } });
      expect(await game.books(studentId)).toMatchObject({ xp: 130, xp_ledger: 130 });
      expect((await learning.contentCounters(contentId)).completions).toBe(1);
      expect((await client.get('/api/student/activity')).body.data.completedCourses).toBe(1);
    });

    it('pays a video 120 XP and counts a video watched; a streak adds its bonus', async () => {
      const { client, studentId, learner } = await enrolledStudent({ contentData: { ...VIDEO, durationSeconds: 120 } });
      await game.setGaming(studentId, { current_streak: 5 });
      const done = await learner.watch(120);
      expect(done.xpAward?.xpGain).toBe(Math.round(120 * 1.1));
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ completedCourses: 1, videosWatched: 1, quizzesCompleted: 0 });
    });

    it('pays a document the course base of 100 XP', async () => {
      const { learner } = await enrolledStudent({ type: 'document', contentData: { sections: [{ heading: 'One', body: 'Text' }] } });
      await learner.open(0);
      const done = await learner.spend(3);
      expect(done.xpAward?.xpGain).toBe(100);
    });

    it('refuses a student who is not enrolled with 403, and unknown or private content with 404', async () => {
      const { client } = await signedInClient(t.app);
      const open = await content.content(teacherId);
      const notEnrolled = await client.put(`/api/student/content/${open}/progress`, { percentage: 10 }).expect(403);
      expect(notEnrolled.body).toMatchObject({ code: 'NOT_ENROLLED', message: 'Enroll in this course first.' });
      const unknown = await client.put('/api/student/content/999999/progress', { percentage: 10 }).expect(404);
      expect(unknown.body.code).toBe('CONTENT_NOT_FOUND');
      const hidden = await content.content(teacherId, { visibility: 'private' });
      expect((await client.put(`/api/student/content/${hidden}/progress`, { percentage: 10 }).expect(404)).body.code).toBe('CONTENT_NOT_FOUND');
      const withdrawn = await content.content(teacherId);
      await learning.withdraw(withdrawn);
      expect((await client.put(`/api/student/content/${withdrawn}/progress`, { percentage: 10 }).expect(404)).body.code).toBe('CONTENT_NOT_FOUND');
    });

    it('lets an enrolled student go on with content its teacher withdrew', async () => {
      const { client, contentId } = await enrolledStudent();
      await learning.withdraw(contentId);
      await client.put(`/api/student/content/${contentId}/progress`, { percentage: 30 }).expect(200);
    });

    it.each([
      [{ percentage: 101 }, 'percentage must be between 0 and 100'],
      [{ percentage: -1 }, 'percentage must be between 0 and 100'],
      [{ percentage: '50' }, 'percentage must be a number'],
      [{ timeSpent: -1 }, 'timeSpent must be 0 or more'],
      [{ timeSpent: 86_401 }, 'timeSpent must be at most 86400 seconds'],
      [{ timeSpent: 1.5 }, 'timeSpent must be a whole number of seconds'],
      [{ currentPosition: -3 }, 'currentPosition must be 0 or more'],
      [{ percentage: 10, completedAt: '2026-01-01' }, 'property completedAt should not exist'],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const { client, studentId, contentId } = await enrolledStudent();
      const response = await client.put(`/api/student/content/${contentId}/progress`, body).expect(400);
      expect(response.body.message).toBe(message);
      expect(await learning.enrollment(studentId, contentId)).toMatchObject({ progress_percent: 0, time_spent_seconds: 0 });
    });

    it.each(['abc', '0', '-4', '1.5', '99999999999'])("refuses the content id '%s' with 400", async (id) => {
      const { client } = await signedInClient(t.app);
      expect((await client.put(`/api/student/content/${id}/progress`, { percentage: 10 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /student/content/:id/quiz-attempts', () => {
    it('marks the answers on the server, keeps the best score and completes the quiz once', async () => {
      const { client, studentId, contentId } = await enrolledStudent(quiz);
      const first = (await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0, 1, 0] }).expect(201)).body.data;
      expect(first).toMatchObject({ score: 2, maxScore: 3, percent: 67, passed: true, completedNow: true });
      expect(first.results).toEqual([
        { questionId: 'q1', chosenIndex: 0, correctIndex: 0, correct: true, explanation: 'Two and two make four.' },
        { questionId: 'q2', chosenIndex: 1, correctIndex: 1, correct: true, explanation: 'Iron oxide makes Mars red.' },
        { questionId: 'q3', chosenIndex: 0, correctIndex: 2, correct: false, explanation: 'Two hydrogen atoms and one oxygen atom.' },
      ]);
      expect(first.progress).toMatchObject({ percentage: 100, completedAt: '2026-11-18T12:00:00.000Z' });
      expect(first.xpAward.xpGain).toBe(130);

      const better = (await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0, 1, 2] }).expect(201)).body.data;
      expect(better).toMatchObject({ score: 3, percent: 100, passed: true, completedNow: false, xpAward: null });
      const worse = (await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [-1, 0, 0] }).expect(201)).body.data;
      expect(worse).toMatchObject({ score: 0, percent: 0, passed: false, completedNow: false });
      expect(worse.results[0]).toMatchObject({ chosenIndex: -1, correct: false });

      expect(await learning.enrollment(studentId, contentId)).toMatchObject({ quiz_score: 3, quiz_max_score: 3, progress_percent: 100 });
      const [{ attempts }] = await t.dataSource.query(`SELECT count(*)::int AS attempts FROM quiz_attempts WHERE student_id = $1 AND content_id = $2`, [studentId, contentId]);
      expect(attempts).toBe(3);
      expect(await game.books(studentId)).toMatchObject({ xp: 130, xp_ledger: 130 });
      const [course] = (await client.get('/api/student/content/my-courses')).body.data.completedCourses;
      expect(course.quizScore).toEqual({ score: 3, maxScore: 3 });
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ quizzesCompleted: 1, completedCourses: 1 });
    });

    it.each([
      [[0, 1], 'answers must hold exactly 3 answers, one per question'],
      [[0, 1, 2, 0], 'answers must hold exactly 3 answers, one per question'],
      [[], 'answers must hold exactly 3 answers, one per question'],
    ])('refuses %j with 400 naming the question count, and records nothing', async (answers, message) => {
      const { client, studentId, contentId } = await enrolledStudent(quiz);
      const response = await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      const [{ attempts }] = await t.dataSource.query(`SELECT count(*)::int AS attempts FROM quiz_attempts WHERE student_id = $1`, [studentId]);
      expect(attempts).toBe(0);
      expect(await learning.enrollment(studentId, contentId)).toMatchObject({ progress_percent: 0, completed_at: null });
    });

    it.each([[{ answers: 'all' }], [{ answers: [0, 'b', 1] }], [{ answers: [0, 1.5, 2] }], [{ answers: [0, -2, 1] }], [{}]])('refuses %j with 400', async (body) => {
      const { client, contentId } = await enrolledStudent(quiz);
      expect((await client.post(`/api/student/content/${contentId}/quiz-attempts`, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses answers to content that is not a quiz with 422', async () => {
      const { client, contentId } = await enrolledStudent({ type: 'video' });
      const response = await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0] }).expect(422);
      expect(response.body).toMatchObject({ code: 'NOT_A_QUIZ', message: 'Only a quiz takes answers; this content is not a quiz.' });
    });

    it('refuses a student who is not enrolled', async () => {
      const { client } = await signedInClient(t.app);
      const contentId = await content.content(teacherId, quiz);
      expect((await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0, 1, 2] }).expect(403)).body.code).toBe('NOT_ENROLLED');
    });
  });

  describe('PUT /student/content/:id/rating', () => {
    it('averages the ratings on the content and the teacher; a later rating replaces the earlier one', async () => {
      const rater = await content.teacher();
      const raterTeacherId = rater.account.user.id;
      const contentId = await content.content(raterTeacherId);
      const first = await signedInClient(t.app);
      const second = await signedInClient(t.app);
      await learning.enroll(first.account.user.id, contentId);
      await learning.enroll(second.account.user.id, contentId);

      expect((await first.client.put(`/api/student/content/${contentId}/rating`, { rating: 4 }).expect(200)).body.data).toEqual({ rating: 4, contentRating: 4, ratingCount: 1 });
      expect((await second.client.put(`/api/student/content/${contentId}/rating`, { rating: 5 }).expect(200)).body.data).toEqual({ rating: 5, contentRating: 4.5, ratingCount: 2 });
      expect((await first.client.put(`/api/student/content/${contentId}/rating`, { rating: 2 }).expect(200)).body.data).toEqual({ rating: 2, contentRating: 3.5, ratingCount: 2 });

      expect(await learning.contentCounters(contentId)).toMatchObject({ rating_sum: 7, rating_count: 2, rating: 3.5 });
      expect(await learning.teacherRating(raterTeacherId)).toEqual({ rating_sum: 7, rating_count: 2 });
      const page = (await first.client.get(`/api/content-items/${contentId}`).expect(200)).body.data;
      expect(page).toMatchObject({ id: contentId, myRating: 2, rating: 3.5, ratingCount: 2 });

      const other = await content.content(raterTeacherId);
      await learning.enroll(first.account.user.id, other);
      await first.client.put(`/api/student/content/${other}/rating`, { rating: 1 }).expect(200);
      expect(await learning.teacherRating(raterTeacherId)).toEqual({ rating_sum: 8, rating_count: 3 });
      expect(await learning.contentCounters(contentId)).toMatchObject({ rating_sum: 7, rating_count: 2 });
    });

    it('keeps two decimals in the stored average, one in the answer', async () => {
      const contentId = await content.content(teacherId);
      const ratings = [5, 4, 4];
      let last;
      for (const stars of ratings) {
        const { client, account } = await signedInClient(t.app);
        await learning.enroll(account.user.id, contentId);
        last = (await client.put(`/api/student/content/${contentId}/rating`, { rating: stars }).expect(200)).body.data;
      }
      expect(last).toEqual({ rating: 4, contentRating: 4.3, ratingCount: 3 });
      expect((await learning.contentCounters(contentId)).rating).toBe(4.33);
    });

    it.each([[{ rating: 0 }], [{ rating: 6 }], [{ rating: 4.5 }], [{ rating: '5' }], [{}]])('refuses %j with 400', async (body) => {
      const { client, contentId } = await enrolledStudent();
      const response = await client.put(`/api/student/content/${contentId}/rating`, body).expect(400);
      expect(response.body.message).toBe('rating must be a whole number from 1 to 5');
      expect((await learning.contentCounters(contentId)).rating_count).toBe(0);
    });

    it('refuses a student who is not enrolled', async () => {
      const { client } = await signedInClient(t.app);
      const contentId = await content.content(teacherId);
      expect((await client.put(`/api/student/content/${contentId}/rating`, { rating: 5 }).expect(403)).body.code).toBe('NOT_ENROLLED');
      expect((await learning.contentCounters(contentId)).rating_count).toBe(0);
    });
  });

  describe('GET /student/content/my-courses', () => {
    it('lists active and completed courses, newest enrollment first, each with its course, access and progress (spec §3)', async () => {
      const { client, account } = await signedInClient(t.app);
      const older = await content.content(teacherId, { title: 'Older', tokenPrice: 30, category: 'science', difficulty: 'advanced', duration: 5 });
      const newer = await content.content(teacherId, { title: 'Newer' });
      const finished = await content.content(teacherId, { title: 'Finished', type: 'document', contentData: { sections: [{ heading: 'One', body: 'Text' }] } });
      await learning.enroll(account.user.id, older, { createdAt: '2026-11-01T10:00:00Z' });
      await learning.enroll(account.user.id, newer, { createdAt: '2026-11-10T10:00:00Z' });
      await learning.enroll(account.user.id, finished, { createdAt: '2026-11-05T10:00:00Z' });
      const reader = new HonestLearner(client, t.clock, finished);
      await reader.open(0);
      await reader.spend(3);
      const viewer = new HonestLearner(client, t.clock, older);
      await viewer.open(0);
      await viewer.spend(90, { currentPosition: 90 }); // 90 s of a 5-minute video

      const { activeCourses, completedCourses } = (await client.get('/api/student/content/my-courses').expect(200)).body.data;
      expect(activeCourses.map((course: { contentItem: { title: string } }) => course.contentItem.title)).toEqual(['Newer', 'Older']);
      expect(completedCourses.map((course: { contentItem: { title: string } }) => course.contentItem.title)).toEqual(['Finished']);
      const teacher = (await t.dataSource.query(`SELECT username, first_name, last_name FROM users WHERE id = $1`, [teacherId]))[0];
      expect(activeCourses[1]).toEqual({
        id: expect.any(Number),
        contentItem: {
          id: older,
          title: 'Older',
          description: expect.any(String),
          type: 'video',
          category: 'science',
          difficulty: 'advanced',
          duration: 5,
          thumbnail: null,
          teacherFirstName: teacher.first_name,
          teacherLastName: teacher.last_name,
          teacherUsername: teacher.username,
        },
        accessType: 'free',
        tokensSpent: 0,
        enrolledAt: '2026-11-01T10:00:00.000Z',
        progress: { percentage: 30, lastAccessed: '2026-11-18T12:01:33.000Z', timeSpent: 90, currentPosition: 90, completedAt: null },
        quizScore: null,
      });
      expect(completedCourses[0].progress).toMatchObject({ percentage: 100, completedAt: '2026-11-18T12:00:03.000Z' });
    });

    it('shows each change to the student\'s courses at once: an enrollment, progress, a quiz result, a course changed by its teacher', async () => {
      const { client, account } = await signedInClient(t.app);
      const owner = await content.teacher();
      const first = await content.content(owner.account.user.id, { title: 'First' });
      await learning.enroll(account.user.id, first, { createdAt: '2026-11-18T11:00:00Z' });
      const courses = async () => (await client.get('/api/student/content/my-courses').expect(200)).body.data;
      expect((await courses()).activeCourses.map((course: { contentItem: { id: number } }) => course.contentItem.id)).toEqual([first]);

      // Written straight into the database, as another instance would: the list's version moves with it.
      const second = await content.content(teacherId, quiz);
      await learning.enroll(account.user.id, second, { createdAt: '2026-11-18T13:00:00Z' });
      expect((await courses()).activeCourses.map((course: { contentItem: { id: number } }) => course.contentItem.id)).toEqual([second, first]);

      const viewer = new HonestLearner(client, t.clock, first);
      await viewer.open(0);
      await viewer.spend(90, { currentPosition: 180 }); // 180 s of the 15-minute video
      expect((await courses()).activeCourses[1].progress.percentage).toBe(20);

      await client.post(`/api/student/content/${second}/quiz-attempts`, { answers: [0, 1, 2] }).expect(201);
      const afterQuiz = await courses();
      expect(afterQuiz.completedCourses.map((course: { contentItem: { id: number }; quizScore: unknown }) => [course.contentItem.id, course.quizScore])).toEqual([
        [second, { score: 3, maxScore: 3 }],
      ]);

      await owner.client.put(`/api/content-items/${first}`, { data: { title: 'First, renamed' } }).expect(200);
      expect((await courses()).activeCourses[0].contentItem.title).toBe('First, renamed');
    });

    it('answers a student who asks again the same bytes as the first time', async () => {
      const { client, account } = await signedInClient(t.app);
      for (const title of ['One', 'Two', 'Three']) await learning.enroll(account.user.id, await content.content(teacherId, { title }));
      const first = await client.get('/api/student/content/my-courses').expect(200);
      const again = await client.get('/api/student/content/my-courses').expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('is empty for a new student', async () => {
      const { client } = await signedInClient(t.app);
      expect((await client.get('/api/student/content/my-courses').expect(200)).body.data).toEqual({ activeCourses: [], completedCourses: [] });
    });
  });

  describe('GET /student/content/my-courses/{list}', () => {
    /** A student with five active courses and two completed ones, each opened and advanced as set here. */
    async function studentWithCourses() {
      const { client, account } = await signedInClient(t.app);
      const studentId = account.user.id;
      const courses = [
        { title: 'banana bread', category: 'science', type: 'video', progress: 40, opened: '2026-11-17T09:00:00Z', enrolled: '2026-11-01T10:00:00Z' },
        { title: 'Apple Orchards', category: 'science', type: 'document', progress: 10, opened: null, enrolled: '2026-11-16T10:00:00Z' },
        { title: 'Cherry Trees', category: 'math', type: 'video', progress: 80, opened: '2026-11-10T09:00:00Z', enrolled: '2026-11-02T10:00:00Z' },
        { title: 'Date Palms', category: 'math', type: 'quiz', progress: 0, opened: null, enrolled: '2026-11-03T10:00:00Z' },
        { title: 'Elderberries', category: 'art', type: 'video', progress: 40, opened: '2026-11-18T08:00:00Z', enrolled: '2026-11-04T10:00:00Z' },
        { title: 'Figs', category: 'science', type: 'video', progress: 100, opened: '2026-11-12T09:00:00Z', enrolled: '2026-11-05T10:00:00Z', completed: true },
        { title: 'Grapes', category: 'math', type: 'document', progress: 100, opened: '2026-11-14T09:00:00Z', enrolled: '2026-11-06T10:00:00Z', completed: true },
      ] as const;
      for (const course of courses) {
        const contentData = course.type === 'document' ? { sections: [{ heading: 'One', body: 'Text' }] } : course.type === 'quiz' ? THREE_QUESTION_QUIZ : undefined;
        const contentId = await content.content(teacherId, { title: course.title, category: course.category, type: course.type, ...(contentData ? { contentData } : {}) });
        const completed = 'completed' in course ? course.opened : undefined;
        const enrollmentId = await learning.enroll(studentId, contentId, { progress: course.progress, createdAt: course.enrolled, completedAt: completed });
        await t.dataSource.query(`UPDATE enrollments SET last_accessed = $2 WHERE id = $1`, [enrollmentId, course.opened]);
      }
      const page = async (list: string, query = '') => (await client.get(`/api/student/content/my-courses/${list}${query}`).expect(200)).body.data;
      const titles = (answer: { courses: Array<{ contentItem: { title: string } }> }) => answer.courses.map((course) => course.contentItem.title);
      return { client, page, titles };
    }

    it('pages the active courses, last opened (else enrolled) first, with the counts of both lists, and no course twice', async () => {
      const { page, titles } = await studentWithCourses();
      const first = await page('active', '?limit=2');
      expect(first).toMatchObject({ total: 5, activeCount: 5, completedCount: 2 });
      expect(titles(first)).toEqual(['Elderberries', 'banana bread']);
      expect(titles(await page('active', '?limit=2&offset=2'))).toEqual(['Apple Orchards', 'Cherry Trees']);
      expect(titles(await page('active', '?limit=2&offset=4'))).toEqual(['Date Palms']);
      expect(titles(await page('active', '?offset=5'))).toEqual([]);
      // The default page holds 24: here, all five, each entry as the full list shows it.
      const all = await page('active');
      expect(titles(all)).toEqual(['Elderberries', 'banana bread', 'Apple Orchards', 'Cherry Trees', 'Date Palms']);
      expect(all.courses[1]).toMatchObject({ accessType: 'free', progress: { percentage: 40, lastAccessed: '2026-11-17T09:00:00.000Z', completedAt: null } });
    });

    it('sorts by progress (furthest first, then last opened) and by title (A to Z, whatever the case)', async () => {
      const { page, titles } = await studentWithCourses();
      expect(titles(await page('active', '?sort=progress'))).toEqual(['Cherry Trees', 'Elderberries', 'banana bread', 'Apple Orchards', 'Date Palms']);
      expect(titles(await page('active', '?sort=title'))).toEqual(['Apple Orchards', 'banana bread', 'Cherry Trees', 'Date Palms', 'Elderberries']);
    });

    it('keeps to a category and a type, and counts what it kept', async () => {
      const { page, titles } = await studentWithCourses();
      const science = await page('active', '?category=science');
      expect([titles(science), science.total, science.activeCount]).toEqual([['banana bread', 'Apple Orchards'], 2, 5]);
      const videos = await page('active', '?type=video&sort=title');
      expect([titles(videos), videos.total]).toEqual([['banana bread', 'Cherry Trees', 'Elderberries'], 3]);
      const mathVideos = await page('active', '?category=math&type=video');
      expect([titles(mathVideos), mathVideos.total]).toEqual([['Cherry Trees'], 1]);
      expect((await page('active', '?category=history')).total).toBe(0);
    });

    it('pages the completed courses the same way', async () => {
      const { page, titles } = await studentWithCourses();
      const completed = await page('completed');
      expect([titles(completed), completed.total]).toEqual([['Grapes', 'Figs'], 2]);
      expect(titles(await page('completed', '?category=science'))).toEqual(['Figs']);
    });

    it('is empty with zero counts for a new student', async () => {
      const { client } = await signedInClient(t.app);
      expect((await client.get('/api/student/content/my-courses/active').expect(200)).body.data).toEqual({ courses: [], total: 0, activeCount: 0, completedCount: 0 });
    });

    it.each([
      ['/api/student/content/my-courses/finished', 'list'],
      ['/api/student/content/my-courses/active?limit=0', 'limit'],
      ['/api/student/content/my-courses/active?limit=61', 'limit'],
      ['/api/student/content/my-courses/active?limit=ten', 'limit'],
      ['/api/student/content/my-courses/active?offset=-1', 'offset'],
      ['/api/student/content/my-courses/active?offset=10001', 'offset'],
      ['/api/student/content/my-courses/active?sort=price', 'sort'],
      ['/api/student/content/my-courses/active?category=cooking', 'category'],
      ['/api/student/content/my-courses/active?type=podcast', 'type'],
    ])('answers %s with 400 naming %s', async (address, field) => {
      const { client } = await signedInClient(t.app);
      const answer = await client.get(address).expect(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    });
  });

  it.each(['teacher', 'parent', 'sponsor'])('refuses the learning calls to a %s with 403', async (role) => {
    const { client } = await signedInClient(t.app, { userRole: role });
    const contentId = await content.content(teacherId, quiz);
    expect((await client.get('/api/student/content/my-courses')).status).toBe(403);
    expect((await client.get('/api/student/content/my-courses/active')).status).toBe(403);
    expect((await client.put(`/api/student/content/${contentId}/progress`, { percentage: 10 })).status).toBe(403);
    expect((await client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0, 1, 2] })).status).toBe(403);
    expect((await client.put(`/api/student/content/${contentId}/rating`, { rating: 5 })).status).toBe(403);
  });
});

/** Races only show on a real server: the embedded database runs one transaction at a time. */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('completion and ratings under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let learning: LearningFixtures;
  const dice = new ScriptedRandom(0.1); // completions roll drops too

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source, env: { DATABASE_POOL_SIZE: '20' } });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    learning = new LearningFixtures(t.dataSource);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const parallel = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  it('50 simultaneous reports on a document read pay the completion XP exactly once', async () => {
    const teacher = await content.teacher();
    const contentId = await content.content(teacher.account.user.id, { type: 'document', contentData: { sections: [{ heading: 'One', body: 'Text' }] } });
    const { client, account } = await signedInClient(t.app);
    await learning.enroll(account.user.id, contentId);
    await client.put(`/api/student/content/${contentId}/progress`, { currentPosition: 0 }).expect(200);
    t.clock.advance(60);
    const responses = await parallel(50, () => client.put(`/api/student/content/${contentId}/progress`, { timeSpent: 60 }));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    expect(responses.filter((response) => response.body.data.completedNow)).toHaveLength(1);
    const books = await game.books(account.user.id);
    expect(books.xp).toBe(books.xp_ledger);
    expect(books.xp).toBe(100);
    const [{ awards }] = await t.dataSource.query(`SELECT count(*)::int AS awards FROM xp_ledger WHERE user_id = $1`, [account.user.id]);
    expect(awards).toBe(1);
    expect((await learning.contentCounters(contentId)).completions).toBe(1);
    // 60 seconds passed; the 10-second tolerance is given once however many reports race.
    expect(await learning.enrollment(account.user.id, contentId)).toMatchObject({ progress_percent: 100, time_spent_seconds: 70 });
    expect(await learning.studyDay(account.user.id, '2026-11-18')).toMatchObject({ study_seconds: 70, study_minutes: 1, courses_completed: 1 });
    expect((await client.get('/api/student/activity')).body.data).toMatchObject({ completedCourses: 1, totalStudyTime: 1 });
  });

  it('parallel ratings, first ones and replacements, keep the sums and counts exact', async () => {
    const teacher = await content.teacher();
    const teacherId = teacher.account.user.id;
    const contentId = await content.content(teacherId);
    const students = await parallel(20, () => signedInClient(t.app));
    for (const { account } of students) await learning.enroll(account.user.id, contentId);
    const firstStars = students.map((_, index) => (index % 5) + 1);
    const finalStars = students.map((_, index) => ((index + 2) % 5) + 1);
    const calls = students.flatMap(({ client }, index) => [
      () => client.put(`/api/student/content/${contentId}/rating`, { rating: firstStars[index] }),
      () => client.put(`/api/student/content/${contentId}/rating`, { rating: finalStars[index] }),
    ]);
    // Each student's two ratings race each other and everyone else's; the one applied last wins.
    const responses = await Promise.all(calls.map((call) => call()));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    const [{ sum, count }] = await t.dataSource.query(`SELECT COALESCE(sum(stars), 0)::int AS sum, count(*)::int AS count FROM ratings WHERE content_id = $1`, [contentId]);
    expect(count).toBe(20);
    const counters = await learning.contentCounters(contentId);
    expect(counters).toMatchObject({ rating_sum: sum, rating_count: 20 });
    expect(counters.rating).toBe(Math.round((sum / 20) * 100) / 100);
    expect(await learning.teacherRating(teacherId)).toEqual({ rating_sum: sum, rating_count: 20 });
  });
});
