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
  afterAll(async () => {
    proxy.thaw();
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
});
