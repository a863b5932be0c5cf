import Redis from 'ioredis';
import request from 'supertest';
import { SqlLiveSessions } from '../../infrastructure/persistence/sql-live-sessions';
import { SESSION_RECORD, type SessionRecord } from '../../infrastructure/sessions/session-record';
import { isCluster, type RedisConnection } from '../../infrastructure/system/redis-connection';
import { ApiClient, STRONG_PASSWORD, newAccount } from '../support/api-client';
import { deleteKeys, describeEachRedis, redisSetups, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/** The record needs the database's notices between connections, which only a PostgreSQL server passes. */
const onServer = runsOnPostgresServer();
const setups = onServer ? redisSetups() : [];
const ENDED = { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };
/** An access token lives 15 minutes: an ended sign-in must stay in Redis that long, and not much longer. */
const ACCESS_TOKEN_MS = 15 * 60_000;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function refreshCookieOf(response: request.Response): string {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('refresh_token='));
  if (!cookie) throw new Error('no refresh cookie was set');
  return cookie.split(';')[0];
}

/** Ends a connection from the server's side (each node's, on a cluster), as a network failure would. */
async function dropConnection(connection: RedisConnection): Promise<void> {
  for (const server of isCluster(connection) ? connection.nodes('master') : [connection]) {
    const id = await server.client('ID');
    const killer = new Redis({ host: server.options.host, port: server.options.port, maxRetriesPerRequest: 1 });
    await killer.client('KILL', 'ID', String(id));
    await killer.quit();
  }
}

/**
 * Two instances of one deployment on one PostgreSQL server and one Redis (a server, or a cluster):
 * each request's sign-in is answered from the record in Redis, which every ending of a sign-in
 * reaches at once, whichever instance ended it; the database stays the truth when Redis is away and
 * rebuilds it when it is back.
 */
describeEachRedis(setups, 'sessions end through the record in %s, PostgreSQL its truth', (setup) => {
  const clock = new TestClock();
  let first: TestApp;
  let second: TestApp;
  let redis: RedisConnection;

  const recordOf = (t: TestApp) => t.app.get<SessionRecord>(SESSION_RECORD);
  /** Every question the database was asked about a sign-in's standing, by each instance. */
  let sqlStanding: jest.SpyInstance[];
  const sqlStandingCalls = () => sqlStanding.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  const bothAnswerFromRedis = () => until(() => recordOf(first).sessions.answersFromRedis && recordOf(second).sessions.answersFromRedis, 'both instances answer from Redis');

  beforeAll(async () => {
    // As in production: a PostgreSQL server (its pool and prepared statements) and one Redis for both.
    const env = { ...setup.env, DATABASE_URL: process.env.TEST_DATABASE_URL! };
    [first, second] = await Promise.all([createTestApp({ env, clock }), createTestApp({ env, clock })]);
    redis = setup.connect();
    sqlStanding = [first, second].map((t) => jest.spyOn(t.app.get(SqlLiveSessions), 'standing'));
    await bothAnswerFromRedis();
  });
  afterAll(async () => {
    await redis?.quit();
    await Promise.all([first?.close(), second?.close()]);
  });
  beforeEach(() => {
    for (const spy of sqlStanding) spy.mockClear();
  });

  async function signedIn(on: TestApp = first) {
    const client = await new ApiClient(on.app).start();
    const account = newAccount();
    const registered = await client.post('/api/auth/local/register', account).expect(201);
    client.jwt = registered.body.jwt;
    return { client, account, userId: registered.body.user.id as number, cookie: refreshCookieOf(registered) };
  }
  async function signInAgain(identifier: string, on: TestApp = first) {
    const client = await new ApiClient(on.app).start();
    client.jwt = (await client.post('/api/auth/local', { identifier, password: STRONG_PASSWORD }).expect(200)).body.jwt;
    return client;
  }
  const meOn = (t: TestApp, jwt: string) => request(t.app.getHttpServer()).get('/api/users/me').set('Authorization', `Bearer ${jwt}`);
  const gamingOn = (t: TestApp, jwt: string) => request(t.app.getHttpServer()).get('/api/student/gaming').set('Authorization', `Bearer ${jwt}`);
  const statusOn = async (t: TestApp, jwt: string) => (await meOn(t, jwt)).status;
  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { sid: string; sub: string };
  const sessionIdOf = (jwt: string) => claimsOf(jwt).sid;

  /**
   * In one test process the apps share passport's strategy, so a request may be checked by either
   * app's record whichever app it reached: each instance's record is also asked directly.
   */
  async function expectEachRecordSays(jwt: string, standing: 'live' | 'closing' | 'ended') {
    const { sid, sub } = claimsOf(jwt);
    for (const t of [first, second]) expect(await recordOf(t).sessions.standing(sid, Number(sub))).toBe(standing);
  }

  async function expectEndedEverywhere(jwt: string) {
    for (const t of [first, second]) {
      const refused = await meOn(t, jwt);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject(ENDED);
    }
  }

  /** Deletes every key of the record, as a Redis that restarted empty (or was flushed) would have it. */
  async function emptyTheRecord() {
    await deleteKeys(redis, `${recordOf(first).keys.prefix}:*`);
  }

  it("answers from Redis: no request asks the database, and an entry in Redis ends a sign-in the database still keeps", async () => {
    const { client } = await signedIn();
    expect(await statusOn(first, client.jwt!)).toBe(200);
    expect(await statusOn(second, client.jwt!)).toBe(200);
    await expectEachRecordSays(client.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);

    await expectEachRecordSays(client.jwt!, 'live');

    await redis.set(recordOf(first).keys.family(sessionIdOf(client.jwt!)), '1', 'PX', 60_000);
    await expectEndedEverywhere(client.jwt!);
    await expectEachRecordSays(client.jwt!, 'ended');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('logout on one instance ends the access token on both at once, and Redis keeps it as long as an access token lives', async () => {
    const { client } = await signedIn();
    await client.post('/api/auth/logout').expect(200);
    await expectEndedEverywhere(client.jwt!);
    await expectEachRecordSays(client.jwt!, 'ended');
    expect(sqlStandingCalls()).toBe(0);

    const kept = await redis.pttl(recordOf(first).keys.family(sessionIdOf(client.jwt!)));
    expect(kept).toBeGreaterThan(ACCESS_TOKEN_MS - 10_000);
    expect(kept).toBeLessThanOrEqual(ACCESS_TOKEN_MS + 60_000);
  });

  it('a password change ends the other sign-ins on both instances at once and keeps the one that changed it', async () => {
    const { client, account } = await signedIn();
    const phone = await signInAgain(account.username, second);
    await client.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'Brand-New9' }).expect(200);
    await expectEndedEverywhere(phone.jwt!);
    await expectEachRecordSays(phone.jwt!, 'ended');
    expect(await statusOn(second, client.jwt!)).toBe(200);
    await expectEachRecordSays(client.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('a detected refresh replay ends every access token of that sign-in on both instances at once', async () => {
    const { client, cookie } = await signedIn();
    const refreshWith = (t: TestApp) =>
      request(t.app.getHttpServer()).post('/api/token/refresh').set('Cookie', [cookie, ...client.csrfCookies]).set('X-CSRF-Token', client.csrf!);
    const rotated = (await refreshWith(first).expect(200)).body.jwt as string;
    expect(await statusOn(second, rotated)).toBe(200);
    clock.advance(10);
    expect((await refreshWith(second)).status).toBe(401); // the thief replays the spent cookie elsewhere
    await expectEndedEverywhere(rotated);
    await expectEndedEverywhere(client.jwt!);
    await expectEachRecordSays(rotated, 'ended');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('blocking an account in the database by hand ends its access tokens on both instances, and unblocking gives them back', async () => {
    const { client, userId } = await signedIn();
    expect(await statusOn(second, client.jwt!)).toBe(200);
    await first.dataSource.query('UPDATE users SET blocked = true WHERE id = $1', [userId]);
    // The database's notice reaches every instance within moments of the commit.
    await until(async () => (await statusOn(first, client.jwt!)) === 401 && (await statusOn(second, client.jwt!)) === 401, 'the block to reach Redis', 2000);
    await expectEndedEverywhere(client.jwt!);
    await expectEachRecordSays(client.jwt!, 'ended');

    await first.dataSource.query('UPDATE users SET blocked = false WHERE id = $1', [userId]);
    await until(async () => (await statusOn(first, client.jwt!)) === 200 && (await statusOn(second, client.jwt!)) === 200, 'the unblock to reach Redis', 2000);
    await expectEachRecordSays(client.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('a deletion request ends every sign-in at once; a new one may only keep the account, and keeping it frees that sign-in at once', async () => {
    const { client, account } = await signedIn();
    const tablet = await signInAgain(account.username, second);
    await client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
    await expectEndedEverywhere(client.jwt!);
    await expectEndedEverywhere(tablet.jwt!);

    const again = await signInAgain(account.username, second);
    for (const t of [first, second]) {
      expect((await meOn(t, again.jwt!)).status).toBe(200);
      const refused = await gamingOn(t, again.jwt!);
      expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DELETION_PENDING']);
    }
    await expectEachRecordSays(again.jwt!, 'closing');
    await expectEachRecordSays(tablet.jwt!, 'ended');

    await again.delete('/api/users/me/deletion').expect(200);
    for (const t of [first, second]) expect((await gamingOn(t, again.jwt!)).status).toBe(200);
    await expectEachRecordSays(again.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('with Redis away the database answers and still ends sign-ins; when Redis is back, emptied, the rebuild restores every ending', async () => {
    const loggedOutBefore = await signedIn();
    await loggedOutBefore.client.post('/api/auth/logout').expect(200);
    const blocked = await signedIn();
    await first.dataSource.query('UPDATE users SET blocked = true WHERE id = $1', [blocked.userId]);
    await until(async () => (await statusOn(first, blocked.client.jwt!)) === 401, 'the block to reach Redis', 2000);
    const leaving = await signedIn();
    await leaving.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
    const closing = await signInAgain(leaving.account.username);
    const loggedOutMeanwhile = await signedIn();
    const stillLive = await signedIn();

    // Redis goes away from both instances: the database answers every request.
    for (const t of [first, second]) recordOf(t).redis.disconnect();
    await until(() => !recordOf(first).sessions.answersFromRedis && !recordOf(second).sessions.answersFromRedis, 'both instances to stop trusting Redis');
    await loggedOutMeanwhile.client.post('/api/auth/logout').expect(200);
    sqlStanding.forEach((spy) => spy.mockClear());
    await expectEndedEverywhere(loggedOutMeanwhile.client.jwt!);
    await expectEndedEverywhere(loggedOutBefore.client.jwt!);
    await expectEndedEverywhere(blocked.client.jwt!);
    expect(await statusOn(second, stillLive.client.jwt!)).toBe(200);
    expect(sqlStandingCalls()).toBe(7);

    // Redis comes back with nothing in it: the record is rebuilt from PostgreSQL before it is trusted.
    await emptyTheRecord();
    for (const t of [first, second]) await recordOf(t).redis.connect();
    await bothAnswerFromRedis();
    const { keys } = recordOf(first);
    expect([await redis.exists(keys.family(sessionIdOf(loggedOutBefore.client.jwt!))), await redis.exists(keys.family(sessionIdOf(loggedOutMeanwhile.client.jwt!)))]).toEqual([1, 1]);
    expect([await redis.get(keys.account(blocked.userId)), await redis.get(keys.account(leaving.userId))]).toEqual(['ended', 'closing']);

    sqlStanding.forEach((spy) => spy.mockClear());
    await expectEndedEverywhere(loggedOutMeanwhile.client.jwt!);
    await expectEndedEverywhere(loggedOutBefore.client.jwt!);
    await expectEndedEverywhere(blocked.client.jwt!);
    await expectEndedEverywhere(leaving.client.jwt!);
    expect((await gamingOn(second, closing.jwt!)).body.code).toBe('ACCOUNT_DELETION_PENDING');
    expect(await statusOn(second, stillLive.client.jwt!)).toBe(200);
    await expectEachRecordSays(loggedOutMeanwhile.client.jwt!, 'ended');
    await expectEachRecordSays(blocked.client.jwt!, 'ended');
    await expectEachRecordSays(closing.jwt!, 'closing');
    await expectEachRecordSays(stillLive.client.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('a record flushed under a running instance is noticed at the next request, answered by the database meanwhile, and rebuilt', async () => {
    const { client } = await signedIn();
    await client.post('/api/auth/logout').expect(200);
    await emptyTheRecord();
    const refused = await meOn(first, client.jwt!);
    expect([refused.status, refused.body.message]).toEqual([401, ENDED.message]);
    expect(sqlStandingCalls()).toBe(1);
    await expectEndedEverywhere(client.jwt!);
    await bothAnswerFromRedis();
    expect(await redis.exists(recordOf(first).keys.family(sessionIdOf(client.jwt!)))).toBe(1);
    sqlStanding.forEach((spy) => spy.mockClear());
    await expectEndedEverywhere(client.jwt!);
    await expectEachRecordSays(client.jwt!, 'ended');
    expect(sqlStandingCalls()).toBe(0);
  });

  it('an entry left behind by a change Redis missed is taken back by the rebuild: the database wins', async () => {
    const { client, userId } = await signedIn();
    const { keys } = recordOf(first);
    // As if an unblock's write never reached Redis before the instance stopped.
    await redis.set(keys.account(userId), 'ended', 'PX', 60_000);
    await expectEndedEverywhere(client.jwt!);
    // The connection of one instance drops: it reconnects by itself and rebuilds before answering again.
    await dropConnection(recordOf(first).redis);
    await until(async () => recordOf(first).sessions.answersFromRedis && (await redis.exists(keys.account(userId))) === 0, 'the instance to reconnect and rebuild');
    sqlStanding.forEach((spy) => spy.mockClear());
    expect(await statusOn(first, client.jwt!)).toBe(200);
    expect(await statusOn(second, client.jwt!)).toBe(200);
    await expectEachRecordSays(client.jwt!, 'live');
    expect(sqlStandingCalls()).toBe(0);
  });
});

if (setups.length === 0) {
  describe.skip(`the session record in Redis (needs Redis at ${TEST_REDIS_URL} and a PostgreSQL server)`, () => it('needs both', () => undefined));
}
