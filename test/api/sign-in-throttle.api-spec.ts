import { ApiClient, signedInClient, STRONG_PASSWORD } from '../support/api-client';
import { describeEachRedis, redisSetups, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const setups = redisSetups();

/** Two instances of the application on one database and one Redis (a server, or a cluster), as behind a load balancer. */
describeEachRedis(setups, 'sign-in limits shared by every instance through %s', ({ env }) => {
  const clock = new TestClock('2026-11-22T10:00:00Z');
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp({ env, clock }), createTestApp({ env, clock })]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const signIn = async (app: TestApp, identifier: string, password: string) => (await new ApiClient(app.app).start()).post('/api/auth/local', { identifier, password });

  it('counts failures on one instance on the other too, and a success forgets them', async () => {
    const { account } = await signedInClient(first.app);
    for (const app of [first, second, first, second]) expect((await signIn(app, account.username, 'Wrong123!')).status).toBe(400);
    expect((await signIn(second, account.username, STRONG_PASSWORD)).status).toBe(200);
    for (const app of [first, second, first, second, first]) expect((await signIn(app, account.username, 'Wrong123!')).status).toBe(400);
    const blocked = await signIn(second, account.username, STRONG_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(first, account.username, STRONG_PASSWORD)).status).toBe(429);
    clock.advance(16 * 60);
    expect((await signIn(first, account.username, STRONG_PASSWORD)).status).toBe(200);
  });

  it('counts parallel guesses spread over both instances as they arrive: of 12, 5 are checked', async () => {
    const { account } = await signedInClient(first.app);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(index % 2 ? second : first, account.username, 'Wrong123!')));
    expect(responses.filter((response) => response.status === 400)).toHaveLength(5);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(7);
    clock.advance(16 * 60);
  });
});

if (setups.length === 0) describe.skip(`sign-in limits through Redis (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));
