import { signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { HonestLearner } from '../support/honest-learner';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';

const NOW = '2026-11-18T12:00:00Z';
const words = (count: number) => Array(count).fill('word').join(' ');
/** Two sections of 200 words: 30 seconds each at a fast reader's 400 words a minute. */
const DOCUMENT = { sections: [{ heading: 'One', body: words(199) }, { heading: 'Two', body: words(199) }] };
/** A 600-second video. */
const VIDEO = { videoUrl: 'https://media.example.org/lesson.mp4', durationSeconds: 600, chapters: [{ title: 'Start', startSeconds: 0 }] };
const INTERACTIVE = {
  steps: [
    { title: 'Read', instruction: 'Equations balance.' },
    { title: 'Choose', instruction: 'Undo the adding.', task: { prompt: 'x + 5 = 12: x is', choices: ['17', '7'], answerIndex: 1 } },
    { title: 'Type', instruction: 'Divide both sides.', task: { kind: 'number', prompt: '3x = 21: x is', answer: 7, tolerance: 0.1 } },
  ],
};

describe('learning the server saw: study time, progress, completion (API)', () => {
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

  async function enrolled(overrides: Parameters<ContentFixtures['content']>[1] = {}) {
    const { client, account } = await signedInClient(t.app);
    const contentId = await content.content(teacherId, overrides);
    await learning.enroll(account.user.id, contentId);
    return { client, studentId: account.user.id, contentId, learner: new HonestLearner(client, t.clock, contentId) };
  }

  const studySeconds = async (studentId: number) => (await learning.studyDay(studentId, '2026-11-18'))?.study_seconds ?? 0;

  describe('study time', () => {
    it('credits a flood of 44 claims of an hour with no more than the real time that passed', async () => {
      const { client, studentId, contentId } = await enrolled({ type: 'document', contentData: DOCUMENT });
      const answers = [];
      for (let call = 0; call < 44; call++) answers.push((await client.put(`/api/student/content/${contentId}/progress`, { timeSpent: 3600 }).expect(200)).body.data);
      expect(answers[0].creditedSeconds).toBe(0); // the first report opens the session
      expect(answers.reduce((sum, answer) => sum + answer.creditedSeconds, 0)).toBe(10); // no time passed: the tolerance once
      expect(await studySeconds(studentId)).toBe(10);
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ dailyStudyMinutes: 0, totalStudyTime: 0 });
      for (const goalId of ['daily-study', 'weekly-study', 'monthly-study']) {
        const period = goalId.split('-')[0];
        expect((await client.post('/api/student/challenges/claim', { period, goalId }).expect(422)).body.code).toBe('GOAL_NOT_COMPLETED');
      }
    });

    it('pays the daily study goal for 30 minutes really studied, not for claims', async () => {
      const { client, learner } = await enrolled({ type: 'document', contentData: DOCUMENT });
      const claim = () => client.post('/api/student/challenges/claim', { period: 'daily', goalId: 'daily-study' });
      await learner.open(0);
      for (let minute = 0; minute < 28; minute++) await learner.spend(60);
      await learner.spend(30, { timeSpent: 3600 }); // claims an hour; 30 s passed, plus the tolerance: 28 min 40 s
      expect((await claim().expect(422)).body.code).toBe('GOAL_NOT_COMPLETED');
      await learner.spend(80);
      expect((await claim().expect(200)).body.data.xpGain).toBe(25);
    });

    it('credits an honest student every second, and says how much counted', async () => {
      const { studentId, learner } = await enrolled({ type: 'document', contentData: DOCUMENT });
      await learner.open(0);
      for (let report = 0; report < 10; report++) expect((await learner.spend(30)).creditedSeconds).toBe(30);
      expect(await studySeconds(studentId)).toBe(300);
      const greedy = await learner.spend(30, { timeSpent: 90 });
      expect(greedy.creditedSeconds).toBe(40); // 30 s passed, plus the tolerance
      expect(greedy.progress.timeSpent).toBe(340);
    });

    it('runs one clock per student: two tabs on two items never count a second twice', async () => {
      const { client, studentId, contentId: first } = await enrolled({ type: 'document', contentData: DOCUMENT });
      const second = await content.content(teacherId, { type: 'document', contentData: DOCUMENT });
      await learning.enroll(studentId, second);
      const tabs = [new HonestLearner(client, t.clock, first), new HonestLearner(client, t.clock, second)];
      await tabs[0].open(0);
      await tabs[1].open(0);
      for (let minute = 0; minute < 10; minute++) {
        t.clock.advance(60);
        for (const tab of tabs) await tab.report({ timeSpent: 60 });
      }
      expect(await studySeconds(studentId)).toBe(600 + 10);
    });

    it('opens a new session after an hour without a report, and keeps credit within real time after a reconnect', async () => {
      const { studentId, learner } = await enrolled({ type: 'document', contentData: DOCUMENT });
      await learner.open(0);
      await learner.spend(30);
      t.clock.advance(30); // this report was lost on the way: the next one carries its seconds too
      expect((await learner.spend(30, { timeSpent: 60 })).creditedSeconds).toBe(60);
      t.clock.advance(2 * 3600);
      expect((await learner.report({ timeSpent: 3600 })).creditedSeconds).toBe(0);
      expect((await learner.spend(30)).creditedSeconds).toBe(30);
      expect(await studySeconds(studentId)).toBe(120);
    });
  });

  describe('completion from evidence', () => {
    it.each([
      ['quiz', { type: 'quiz' as const, contentData: THREE_QUESTION_QUIZ }],
      ['video', { type: 'video' as const, contentData: VIDEO }],
      ['document', { type: 'document' as const, contentData: DOCUMENT }],
      ['interactive', { type: 'interactive' as const, contentData: INTERACTIVE }],
    ])('pays nothing for a %s reported at 100 %%', async (_, item) => {
      const { client, studentId, contentId } = await enrolled(item);
      for (let call = 0; call < 3; call++) {
        const answer = (await client.put(`/api/student/content/${contentId}/progress`, { percentage: 100, currentPosition: 5000, timeSpent: 600 }).expect(200)).body.data;
        expect(answer).toMatchObject({ completedNow: false, xpAward: null, progress: { completedAt: null } });
        expect(answer.progress.percentage).toBeLessThan(100);
      }
      expect(await game.books(studentId)).toMatchObject({ xp: 0, xp_ledger: 0 });
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ completedCourses: 0, videosWatched: 0, quizzesCompleted: 0 });
      expect((await learning.contentCounters(contentId)).completions).toBe(0);
    });

    it('completes a quiz only through an attempt at its pass mark', async () => {
      const { studentId, learner } = await enrolled({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      const blank = await learner.answerQuiz([-1, -1, -1]);
      expect(blank).toMatchObject({ passed: false, passPercent: 60, completedNow: false, xpAward: null, progress: { percentage: 0 } });
      // A blank attempt does not give the answers away.
      expect(blank.results.map((result: { correctIndex: number | null; explanation: string | null }) => [result.correctIndex, result.explanation])).toEqual([
        [null, null],
        [null, null],
        [null, null],
      ]);
      const failed = await learner.answerQuiz([0, 0, 0]); // 1 of 3: 33 %
      expect(failed).toMatchObject({ passed: false, completedNow: false, progress: { percentage: 99, completedAt: null } });
      const passed = await learner.answerQuiz([0, 1, 0]); // 2 of 3: 67 %
      expect(passed).toMatchObject({ passed: true, completedNow: true, progress: { percentage: 100 } });
      expect(passed.results[2]).toMatchObject({ correct: false, correctIndex: 2, explanation: 'Two hydrogen atoms and one oxygen atom.' });
      expect(passed.xpAward.xpGain).toBe(130);
      expect(await game.books(studentId)).toMatchObject({ xp: 130, xp_ledger: 130 });
    });

    it('honours a pass mark the teacher set', async () => {
      const { learner } = await enrolled({ type: 'quiz', contentData: { ...THREE_QUESTION_QUIZ, passPercent: 100 } });
      expect(await learner.answerQuiz([0, 1, 0])).toMatchObject({ passed: false, passPercent: 100, completedNow: false });
      expect(await learner.answerQuiz([0, 1, 2])).toMatchObject({ passed: true, completedNow: true });
    });

    it('completes a video watched at normal speed at 90 %, and not one skipped to the end', async () => {
      const { client, studentId, learner } = await enrolled({ type: 'video', contentData: VIDEO });
      await learner.open(0);
      const skipped = await learner.spend(5, { currentPosition: 600 });
      expect(skipped).toMatchObject({ watchedSeconds: 20, completedNow: false, progress: { percentage: 3, currentPosition: 600 } });
      for (let position = 30; position < 540; position += 30) expect((await learner.spend(30, { currentPosition: position })).completedNow).toBe(false);
      const watched = await learner.spend(30, { currentPosition: 540 });
      expect(watched).toMatchObject({ watchedSeconds: 540, completedNow: true, progress: { percentage: 100 } });
      expect(watched.xpAward?.xpGain).toBe(120);
      expect(await game.books(studentId)).toMatchObject({ xp: 120 });
      expect((await client.get('/api/student/activity')).body.data).toMatchObject({ completedCourses: 1, videosWatched: 1 });
    });

    it('completes a document read at a fast reader’s pace, and not one clicked through', async () => {
      const rushed = await enrolled({ type: 'document', contentData: DOCUMENT });
      const clicked = await rushed.learner.read([2, 2]);
      expect(clicked).toMatchObject({ partsDone: [], completedNow: false, progress: { percentage: 0 } });

      const reader = await enrolled({ type: 'document', contentData: DOCUMENT });
      const halfway = await reader.learner.read([30, 10]);
      expect(halfway).toMatchObject({ partsDone: [0], completedNow: false, progress: { percentage: 50 } });
      const done = await reader.learner.spend(20); // the last section stays open: its time adds up
      expect(done).toMatchObject({ partsDone: [0, 1], completedNow: true, progress: { percentage: 100 } });
      expect(done.xpAward?.xpGain).toBe(100);
    });

    it('keeps a section’s reading time when a second tab or a reconnect reports the same section', async () => {
      const { learner } = await enrolled({ type: 'document', contentData: DOCUMENT });
      await learner.open(0);
      await learner.spend(10, { currentPosition: 0 }); // a second tab opens on the same section
      await learner.spend(10, { currentPosition: 0 }); // a report sent again after a reconnect
      expect((await learner.spend(10, { currentPosition: 1 })).partsDone).toEqual([0]);
    });

    it('completes an interactive lesson when every step is passed: checks by the server, reading for a step without one', async () => {
      const { studentId, learner } = await enrolled({ type: 'interactive', contentData: INTERACTIVE });
      await learner.open(0);
      expect(await learner.check(1, 0)).toMatchObject({ correct: false, partsDone: [], completedNow: false });
      expect(await learner.check(1, 1)).toMatchObject({ correct: true, partsDone: [1], progress: { percentage: 33 } });
      expect(await learner.check(2, 7.3)).toMatchObject({ correct: false, partsDone: [1] });
      expect(await learner.check(2, 7.05)).toMatchObject({ correct: true, partsDone: [1, 2], progress: { percentage: 66 } });
      const read = await learner.spend(3, { currentPosition: 1 });
      expect(read).toMatchObject({ partsDone: [0, 1, 2], completedNow: true, progress: { percentage: 100 } });
      expect(read.xpAward?.xpGain).toBe(100);
      expect(await learner.check(1, 1)).toMatchObject({ correct: true, completedNow: false, xpAward: null });
      expect(await game.books(studentId)).toMatchObject({ xp: 100, xp_ledger: 100 });
    });

    it.each([
      ['a step without a check', 0, { answer: 1 }, 422, 'NO_SUCH_STEP_CHECK'],
      ['a step that does not exist', 7, { answer: 1 }, 422, 'NO_SUCH_STEP_CHECK'],
      ['an answer that is no number', 1, { answer: '1' }, 400, 'VALIDATION_FAILED'],
      ['no answer', 1, {}, 400, 'VALIDATION_FAILED'],
    ])('refuses a check of %s', async (_, index, body, status, code) => {
      const { client, contentId } = await enrolled({ type: 'interactive', contentData: INTERACTIVE });
      expect((await client.post(`/api/student/content/${contentId}/steps/${index}/check`, body).expect(status)).body.code).toBe(code);
    });

    it('refuses a step check on a quiz, and before enrolling', async () => {
      const { client, contentId } = await enrolled({ type: 'quiz', contentData: THREE_QUESTION_QUIZ });
      expect((await client.post(`/api/student/content/${contentId}/steps/0/check`, { answer: 0 }).expect(422)).body.code).toBe('NO_SUCH_STEP_CHECK');
      const stranger = await signedInClient(t.app);
      const lesson = await content.content(teacherId, { type: 'interactive', contentData: INTERACTIVE });
      expect((await stranger.client.post(`/api/student/content/${lesson}/steps/1/check`, { answer: 1 }).expect(403)).body.code).toBe('NOT_ENROLLED');
    });
  });

  describe('previews', () => {
    it('never gives a student who has not enrolled the address of a paid video, and keeps a free one’s', async () => {
      const { client } = await signedInClient(t.app);
      const paid = await content.content(teacherId, { type: 'video', tokenPrice: 90, visibility: 'premium', contentData: VIDEO });
      const preview = (await client.get(`/api/content-items/${paid}`).expect(200)).body.data;
      expect(preview.access.preview).toBe(true);
      expect(JSON.stringify(preview)).not.toContain('lesson.mp4');
      const free = await content.content(teacherId, { type: 'video', contentData: VIDEO });
      expect((await client.get(`/api/content-items/${free}`).expect(200)).body.data.contentData.videoUrl).toBe(VIDEO.videoUrl);
    });
  });
});

/** Races only show on a real server: the embedded database runs one transaction at a time. */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('learning evidence under concurrency (PostgreSQL)', () => {
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

  it('50 simultaneous claims of time on two items credit no more than the real time', async () => {
    const teacher = await content.teacher();
    const { client, account } = await signedInClient(t.app);
    const items = [await content.content(teacher.account.user.id, { type: 'document', contentData: DOCUMENT }), await content.content(teacher.account.user.id, { type: 'document', contentData: DOCUMENT })];
    for (const item of items) {
      await learning.enroll(account.user.id, item);
      await new HonestLearner(client, t.clock, item).open(0);
    }
    t.clock.advance(60);
    const responses = await parallel(50, (index) => client.put(`/api/student/content/${items[index % 2]}/progress`, { timeSpent: 3600 }));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    expect(responses.reduce((sum, response) => sum + response.body.data.creditedSeconds, 0)).toBe(70);
    expect((await learning.studyDay(account.user.id, '2026-11-18')).study_seconds).toBe(70);
  });

  it('50 simultaneous passing attempts pay the completion XP exactly once', async () => {
    const teacher = await content.teacher();
    const contentId = await content.content(teacher.account.user.id, { type: 'quiz', contentData: THREE_QUESTION_QUIZ });
    const { client, account } = await signedInClient(t.app);
    await learning.enroll(account.user.id, contentId);
    const responses = await parallel(50, () => client.post(`/api/student/content/${contentId}/quiz-attempts`, { answers: [0, 1, 2] }));
    expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    expect(responses.filter((response) => response.body.data.completedNow)).toHaveLength(1);
    const books = await game.books(account.user.id);
    expect(books.xp).toBe(books.xp_ledger);
    const [{ awards }] = await t.dataSource.query(`SELECT count(*)::int AS awards FROM xp_ledger WHERE user_id = $1 AND source = 'course_completed'`, [account.user.id]);
    expect(awards).toBe(1);
    expect((await learning.contentCounters(contentId)).completions).toBe(1);
    expect((await client.get('/api/student/activity')).body.data).toMatchObject({ completedCourses: 1, quizzesCompleted: 1 });
  });
});
