import { ApiClient, signedInClient, STRONG_PASSWORD } from '../support/api-client';
import { freezableProxy, type FreezableProxy } from '../support/freezable-proxy';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, type TestApp } from '../support/test-app';

const withRedis = redisAnswers();

(withRedis ? describe : describe.skip)('a Redis that stops answering without closing its connections', () => {
  let proxy: FreezableProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await freezableProxy(TEST_REDIS_URL);
    t = await createTestApp({ env: { REDIS_URL: proxy.url } });
  });
  afterEach(() => proxy.thaw());
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('keeps signing a class in, waiting for Redis once and not once a sign-in', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => signedInClient(t.app)));
    proxy.freeze();
    const started = Date.now();
    // Sent at once from one address: each sign-in is counted on it, twice (the attempt, then the success).
    const answers = await Promise.all(
      students.map(async ({ account }) => (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD })),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 200));
    // Asked and waited for (2 s) at each count, they would take 6 x 2 x 2 = 24 s.
    expect(seconds).toBeLessThan(12);
  });

  it('answers every other route and says in words that the board is being rebuilt, then shows it with what changed meanwhile', async () => {
    const { client, account } = await signedInClient(t.app);
    // The page around the student: the run's other students share the board.
    const board = () => client.get('/api/student/leaderboard?category=global&around=me');
    expect((await board()).status).toBe(200);
    proxy.freeze();
    const started = Date.now();
    expect((await client.post('/api/student/xp', { xpGain: 10, source: 'video_completed' })).status).toBe(200);
    expect((await client.post('/api/student/chest/daily')).status).toBe(200);
    const silent = await board();
    expect({ status: silent.status, code: silent.body.code }).toEqual({ status: 503, code: 'LEADERBOARD_REBUILDING' });
    expect(silent.body.message).toMatch(/being brought up to date/);
    expect(Number(silent.headers['retry-after'])).toBeGreaterThan(0);
    // One wait for Redis (its 2 s command timeout), not one for each thing the read asks of it.
    expect(Date.now() - started).toBeLessThan(5_000);
    // Once Redis is known to be silent, the next readers are answered at once, on any board.
    const next = Date.now();
    const weekly = await client.get('/api/student/leaderboard?category=global&type=weekly');
    expect({ status: weekly.status, code: weekly.body.code }).toEqual({ status: 503, code: 'LEADERBOARD_REBUILDING' });
    expect((await board()).status).toBe(503);
    expect(Date.now() - next).toBeLessThan(1_000);

    proxy.thaw();
    let shown = await board();
    for (let tries = 0; tries < 75 && shown.status === 503; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      shown = await board();
    }
    expect(shown.status).toBe(200);
    const own = (shown.body.data.entries as Array<{ user: { id: number }; totalScore: number }>).find((entry) => entry.user.id === account.user.id);
    expect(own?.totalScore).toBe(10);
  });
});
