import { randomInt } from 'node:crypto';
import request from 'supertest';
import { newAccount, STRONG_PASSWORD } from '../support/api-client';
import { type CsrfPair, fetchCsrf } from '../support/csrf-pair';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Two instances of the API on one database and one Redis, as behind a load balancer that sends each
 * request to either: a student, a guesser and a browser find one product, not two.
 */

/** README, "How fresh the leaderboard is": a change made through another instance shows within two seconds. */
const OTHER_INSTANCE_FRESHNESS_MS = 2_000;
/** README, Security: failures count per identifier and address, 5 in 15 minutes, then that pair waits. */
const FAILURES_PER_IDENTIFIER_AND_ADDRESS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A client address of its own for each test, so no other test's failures count against it. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** What a browser keeps between requests, whichever instance answers them: the CSRF and refresh cookies, the access token. */
class Browser {
  refreshCookie: string | null = null;
  jwt: string | null = null;

  private constructor(readonly csrf: CsrfPair) {}

  static async open(via: TestApp): Promise<Browser> {
    return new Browser(await fetchCsrf(via.app.getHttpServer()));
  }

  async post(via: TestApp, path: string, body: object = {}, address?: string): Promise<request.Response> {
    const cookies = [...this.csrf.cookies, ...(this.refreshCookie ? [this.refreshCookie] : [])];
    let call = request(via.app.getHttpServer())
      .post(path)
      .set('Cookie', cookies)
      .set('X-CSRF-Token', this.csrf.token)
      .set('x-device-id', 'two-instances')
      .set('x-device-type', 'desktop');
    if (this.jwt) call = call.set('Authorization', `Bearer ${this.jwt}`);
    if (address) call = call.set('X-Forwarded-For', address);
    const response = await call.send(body);
    const refresh = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('refresh_token='));
    if (refresh) this.refreshCookie = refresh.split(';')[0];
    if (typeof response.body?.jwt === 'string') this.jwt = response.body.jwt;
    return response;
  }

  get(via: TestApp, path: string): request.Test {
    return request(via.app.getHttpServer()).get(path).set('Authorization', `Bearer ${this.jwt}`);
  }

  async register(via: TestApp): Promise<{ id: number; username: string }> {
    const response = await this.post(via, '/api/auth/local/register', newAccount());
    if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.user;
  }
}

describe('two API instances on one database and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  /** The instances' clocks agree, as a deployment's do. */
  const clock = new TestClock();

  beforeAll(async () => {
    if (!redisAnswers(TEST_REDIS_URL)) {
      throw new Error(`Instances share the boards and the sign-in limits through Redis, and nothing answers at ${TEST_REDIS_URL}: start Redis or set TEST_REDIS_URL`);
    }
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      TRUSTED_PROXIES: 'loopback',
      // On a PostgreSQL server the app prepares its hot statements, as it does in production.
      ...(runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}),
    };
    a = await createTestApp({ env, clock });
    b = await createTestApp({ env, clock });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  describe('the leaderboard', () => {
    type Standing = { xp: number; score: number } | null;

    /** A student's XP and score as `viewer` sees them on the board at `path`; null while they are not on it. */
    async function standingOf(via: TestApp, viewer: Browser, path: string, userId: number): Promise<Standing> {
      const response = await viewer.get(via, path);
      if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
      const entry = (response.body.data.entries as Array<{ user: { id: number }; stats: { xp: number }; totalScore: number }>).find((row) => row.user.id === userId);
      return entry ? { xp: entry.stats.xp, score: entry.totalScore } : null;
    }

    async function gainXp(via: TestApp, student: Browser): Promise<{ xpGain: number; newXP: number }> {
      const response = await student.post(via, '/api/student/xp', { xpGain: 40, source: 'video_completed' });
      expect(response.status).toBe(200);
      return response.body.data;
    }

    it("shows XP gained through one instance on the other's boards within two seconds", async () => {
      const student = await Browser.open(a);
      const { id } = await student.register(a);
      const classmate = await Browser.open(a);
      const classmateId = (await classmate.register(a)).id;
      const classId = await new LeaderboardFixtures(a).classOf([id, classmateId]);
      const ownBoard = '/api/student/leaderboard?type=all-time&category=global&around=me';
      const classBoard = `/api/student/leaderboard?type=all-time&category=global&classId=${classId}`;

      const first = await gainXp(a, student);
      expect(first.xpGain).toBeGreaterThan(0);
      const before = { xp: first.newXP, score: first.newXP };
      expect(await standingOf(a, student, ownBoard, id)).toEqual(before);
      // The other instance shows them too, on the board kept in Redis and on their class board, and
      // now keeps their public row for a while.
      expect(await standingOf(b, student, ownBoard, id)).toEqual(before);
      expect(await standingOf(b, classmate, classBoard, id)).toEqual(before);

      const second = await gainXp(a, student);
      expect(second.xpGain).toBeGreaterThan(0);
      expect(second.newXP).toBe(first.newXP + second.xpGain);

      // As a classmate sees it through the other instance: the instances' clock moves with the wait,
      // and the row that instance keeps ages on it.
      const after = { xp: second.newXP, score: second.newXP };
      const step = 250;
      let seen = await standingOf(b, classmate, classBoard, id);
      for (let waited = 0; waited < OTHER_INSTANCE_FRESHNESS_MS && !(seen?.xp === after.xp && seen.score === after.score); waited += step) {
        clock.advance(step / 1000);
        await sleep(step);
        seen = await standingOf(b, classmate, classBoard, id);
      }
      expect(seen).toEqual(after);
      expect(await standingOf(b, student, ownBoard, id)).toEqual(after);
    });
  });

  describe('the sign-in limits', () => {
    /** Wrong passwords for one identifier from one address, each sent where `route` says, until one is refused. */
    async function failuresBeforeRefusal(route: (attempt: number) => TestApp, identifier: string, address: string): Promise<number> {
      const guesser = await Browser.open(a);
      for (let attempt = 0; attempt <= 2 * FAILURES_PER_IDENTIFIER_AND_ADDRESS; attempt++) {
        const response = await guesser.post(route(attempt), '/api/auth/local', { identifier, password: 'Wrong123!' }, address);
        if (response.status === 429) {
          expect(response.body.code).toBe('TOO_MANY_ATTEMPTS');
          return attempt;
        }
        expect(response.status).toBe(400);
      }
      return -1;
    }

    it('refuses wrong passwords alternated between the instances at the same count as through one', async () => {
      const one = await (await Browser.open(a)).register(a);
      const other = await (await Browser.open(a)).register(a);
      expect(await failuresBeforeRefusal(() => a, one.username, someAddress())).toBe(FAILURES_PER_IDENTIFIER_AND_ADDRESS);

      const address = someAddress();
      expect(await failuresBeforeRefusal((attempt) => (attempt % 2 === 0 ? a : b), other.username, address)).toBe(FAILURES_PER_IDENTIFIER_AND_ADDRESS);

      clock.advance(1); // past the account's short delay: what remains is the pair's wait, on both instances
      const guesser = await Browser.open(b);
      for (const via of [a, b]) expect((await guesser.post(via, '/api/auth/local', { identifier: other.username, password: STRONG_PASSWORD }, address)).status).toBe(429);
      const owner = await Browser.open(b);
      expect((await owner.post(b, '/api/auth/local', { identifier: other.username, password: STRONG_PASSWORD }, someAddress())).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('a refresh cookie issued by one instance works on the other, and its rotation goes on there', async () => {
      const browser = await Browser.open(a);
      const { id } = await browser.register(a);
      const issued = browser.refreshCookie;
      expect(issued).not.toBeNull();

      const onB = await browser.post(b, '/api/token/refresh');
      expect(onB.status).toBe(200);
      expect(browser.refreshCookie).not.toBe(issued);
      expect((await browser.get(a, '/api/users/me').expect(200)).body.id).toBe(id);

      expect((await browser.post(a, '/api/token/refresh')).status).toBe(200);
      expect((await browser.get(b, '/api/users/me').expect(200)).body.id).toBe(id);
    });

    it('a logout on one instance ends the access token on the other at once', async () => {
      const browser = await Browser.open(a);
      await browser.register(a);
      expect((await browser.get(b, '/api/users/me')).status).toBe(200);

      expect((await browser.post(a, '/api/auth/logout')).status).toBe(200);
      const after = await browser.get(b, '/api/users/me');
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    });
  });
});
