import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { newAccount, STRONG_PASSWORD } from '../support/api-client';
import { fetchCsrf } from '../support/csrf-pair';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { PORTS } from '../../application/ports/tokens';

/**
 * Several processes serving one database, as the workers of `WORKERS=auto` or instances behind a
 * load balancer, without Redis: what one counts or remembers, the others see (README, "What each
 * process holds").
 */

/** README, Security: 5 failures of one identifier from one address in 15 minutes, then that pair waits. */
const FAILURES_PER_IDENTIFIER_AND_ADDRESS = 5;
const REGISTRATIONS_PER_ADDRESS = 3;

/** On a PostgreSQL server the app prepares its hot statements, as it does in production. */
const server = (): Record<string, string> => (runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {});
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Board = { entries: Array<{ user: { id: number }; change: number; stats: { xp: number }; totalScore: number }>; userRank: number | null };

/** A request from `address` (believed: the apps trust the loopback proxy) with a fresh CSRF pair, no cookies kept. */
async function postFrom(via: TestApp, address: string, path: string, body: object): Promise<request.Response> {
  const csrf = await fetchCsrf(via.app.getHttpServer());
  return request(via.app.getHttpServer())
    .post(path)
    .set('Cookie', csrf.cookies)
    .set('X-CSRF-Token', csrf.token)
    .set('X-Forwarded-For', address)
    .send(body);
}

async function register(via: TestApp): Promise<{ username: string }> {
  const account = newAccount();
  const response = await postFrom(via, someAddress(), '/api/auth/local/register', account);
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { username: account.username };
}

describe('several processes on one database without Redis', () => {
  const clock = new TestClock('2032-02-10T09:00:00Z');
  /** The processes of one deployment: one clock, one sign-in scope. */
  const deployment = { env: { ...server(), TRUSTED_PROXIES: 'loopback', REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(REGISTRATIONS_PER_ADDRESS) }, clock, signInScope: randomUUID() };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(deployment);
    b = await createTestApp(deployment);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const board = async (via: TestApp, userId: number, query: string): Promise<Board> => {
    const response = await (await new LeaderboardFixtures(via).clientFor(userId)).get(`/api/student/leaderboard?${query}`);
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  describe('the sign-in limits', () => {
    it('count failures made through one process on the other: the sixth is refused wherever it arrives', async () => {
      const { username } = await register(a);
      const address = someAddress();
      for (let attempt = 0; attempt < FAILURES_PER_IDENTIFIER_AND_ADDRESS; attempt++) {
        expect((await postFrom(attempt % 2 ? b : a, address, '/api/auth/local', { identifier: username, password: 'Wrong123!' })).status).toBe(400);
      }
      clock.advance(1); // past the account's short delay: what remains is the pair's wait
      for (const via of [a, b]) {
        const refused = await postFrom(via, address, '/api/auth/local', { identifier: username, password: STRONG_PASSWORD });
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
      }
      // The owner, from another address, is not locked out, through either.
      expect((await postFrom(b, someAddress(), '/api/auth/local', { identifier: username, password: STRONG_PASSWORD })).status).toBe(200);
      clock.advance(15 * 60);
    });

    it('count registrations from one address made through either process against one allowance', async () => {
      const school = someAddress();
      for (let registration = 0; registration < REGISTRATIONS_PER_ADDRESS; registration++) {
        expect((await postFrom(registration % 2 ? b : a, school, '/api/auth/local/register', newAccount())).status).toBe(201);
      }
      for (const via of [a, b]) expect((await postFrom(via, school, '/api/auth/local/register', newAccount())).status).toBe(429);
      clock.advance(3600);
      expect((await postFrom(b, school, '/api/auth/local/register', newAccount())).status).toBe(201);
    });
  });

  describe('the rank change on boards ranked by the database', () => {
    it('compares with the ranks first read that day, whichever process read them, and a restart keeps them', async () => {
      clock.set('2032-02-11T08:00:00Z'); // a day no other test reads boards on
      const f = new LeaderboardFixtures(a);
      const x = await f.student({ xp: 8_200_200 });
      const y = await f.student({ xp: 8_200_100 });
      const classId = await f.classOf([x.id, y.id]);
      const changes = (page: Board) => page.entries.map((entry) => [entry.user.id, entry.change]);
      expect(changes(await board(a, x.id, `classId=${classId}`))).toEqual([[x.id, 0], [y.id, 0]]);
      expect(changes(await board(a, x.id, 'around=me'))).toEqual(expect.arrayContaining([[x.id, 0], [y.id, 0]]));

      await a.close(); // a restart of the process that read the boards first
      a = await createTestApp(deployment);
      clock.advance(3600);
      await new LeaderboardFixtures(a).setTotals(y.id, { xp: 8_200_300, reachedAt: '2032-02-11T09:00:00Z' });

      for (const via of [b, a]) {
        expect(changes(await board(via, x.id, `classId=${classId}`))).toEqual([[y.id, 1], [x.id, -1]]);
        const school = new Map((await board(via, x.id, 'around=me')).entries.map((entry) => [entry.user.id, entry.change]));
        expect([school.get(y.id), school.get(x.id)]).toEqual([1, -1]);
      }
    });
  });

  describe('a process that stops', () => {
    it('leaves the others answering', async () => {
      const c = await createTestApp(deployment);
      const student = await new LeaderboardFixtures(c).student({ xp: 10 });
      expect((await board(c, student.id, 'around=me')).userRank).toEqual(expect.any(Number));
      await c.close();
      for (const via of [a, b]) expect((await board(via, student.id, 'around=me')).userRank).toEqual(expect.any(Number));
    });
  });

  describe('the public rows a process keeps for two seconds', () => {
    it("never hide a student's own change made through another process", async () => {
      clock.set('2032-02-12T10:00:00Z');
      const f = new LeaderboardFixtures(a);
      const student = await f.student({ xp: 1_000 });
      const classmate = await f.student({ xp: 5_000 });
      const classId = await f.classOf([student.id, classmate.id]);
      const xpOf = (page: Board) => page.entries.find((entry) => entry.user.id === student.id)?.stats.xp;
      expect(xpOf(await board(a, student.id, `classId=${classId}`))).toBe(1_000); // a now keeps the student's row

      const gained = await (await new LeaderboardFixtures(b).clientFor(student.id)).post('/api/student/xp', { xpGain: 20, source: 'video_completed' }).expect(200);
      const newXp = gained.body.data.newXP as number;
      expect(newXp).toBeGreaterThan(1_000);
      expect(xpOf(await board(a, student.id, `classId=${classId}`))).toBe(newXp); // at once, the clock has not moved
    });
  });
});

const withRedis = redisAnswers(TEST_REDIS_URL);
if (!withRedis) describe.skip(`boards in Redis (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));

(withRedis ? describe : describe.skip)('a change still queued in another process, with boards in Redis', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...server(), REDIS_URL: TEST_REDIS_URL }, clock: new TestClock('2032-02-13T10:00:00Z') });
  });
  afterAll(() => t?.close());

  it("shows on the student's own board read here at once", async () => {
    const f = new LeaderboardFixtures(t);
    const student = await f.student({ xp: 8_300_100 });
    const rival = await f.student({ xp: 8_300_200 });
    await f.refresh([student.id, rival.id]);
    const rankOf = async (id: number) => {
      const response = await (await f.clientFor(id)).get('/api/student/leaderboard?around=me').expect(200);
      return response.body.data as Board;
    };
    expect((await rankOf(student.id)).userRank).toBe((await rankOf(rival.id)).userRank! + 1);

    // Committed, and queued for the boards by a process that has not applied it yet (its outbox row says so).
    await f.setTotals(student.id, { xp: 8_300_300, reachedAt: '2032-02-13T09:00:00Z' });
    const own = await rankOf(student.id);
    expect(own.entries.find((entry) => entry.user.id === student.id)?.totalScore).toBe(8_300_300);
    expect(own.userRank).toBe((await rankOf(rival.id)).userRank! - 1);
    expect(await t.dataSource.query(`SELECT user_id FROM board_outbox WHERE user_id = $1`, [student.id])).toEqual([]);
  });

  it("shows on the student's own weekly board read here at once, the pending change read with their calendar", async () => {
    const f = new LeaderboardFixtures(t);
    const student = await f.student({ xp: 100 });
    const weeklyScore = async () => {
      const response = await (await f.clientFor(student.id)).get('/api/student/leaderboard?type=weekly&around=me').expect(200);
      return (response.body.data as Board).entries.find((entry) => entry.user.id === student.id)?.totalScore ?? 0;
    };
    await f.xpOn(student.id, '2032-02-12', 40, '2032-02-12T09:00:00Z');
    await f.refresh([student.id]);
    expect(await weeklyScore()).toBe(40);

    // Committed (the ledger and the total, as a gain writes them), and queued for the boards by a
    // process that has not applied it yet.
    await f.xpOn(student.id, '2032-02-13', 25, '2032-02-13T09:00:00Z');
    await f.setTotals(student.id, { xp: 125, reachedAt: '2032-02-13T09:00:00Z' });
    expect(await weeklyScore()).toBe(65);
    expect(await t.dataSource.query(`SELECT user_id FROM board_outbox WHERE user_id = $1`, [student.id])).toEqual([]);
  });
});

type RowsHandler = (rows: unknown[]) => Promise<void>;
type BuilderInside = { build(board: object): Promise<void>; streamRows(board: object, onRows: RowsHandler): Promise<void> };

/** A rebuild holds a database snapshot for a while; only a server runs another process's transaction meanwhile. */
(withRedis && runsOnPostgresServer() ? describe : describe.skip)('a board rebuilt by one process while another applies a change (Redis)', () => {
  const clock = new TestClock('2032-02-14T10:00:00Z');
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { ...server(), REDIS_URL: TEST_REDIS_URL };
    a = await createTestApp({ env, clock });
    b = await createTestApp({ env, clock });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('keeps the change: the rebuild applies again what any process refreshed meanwhile', async () => {
    const f = new LeaderboardFixtures(b);
    const student = await f.student({ xp: 8_310_100 });
    const rival = await f.student({ xp: 8_310_200 });
    await f.refresh([student.id, rival.id]);

    const builder = ((a.app.get(PORTS.leaderboard) as unknown as { index: { builder: BuilderInside } }).index.builder);
    const streamRows = builder.streamRows.bind(builder);
    let changedMeanwhile = false;
    // Once a's rebuild holds its snapshot, b commits a change and applies it to the board being replaced.
    builder.streamRows = (board, onRows) =>
      streamRows(board, async (rows) => {
        if (!changedMeanwhile) {
          changedMeanwhile = true;
          await f.setTotals(student.id, { xp: 8_310_300, reachedAt: '2032-02-14T09:00:00Z' });
          await f.refresh([student.id]);
        }
        await onRows(rows);
      });
    await builder.build({ category: 'global', period: 'all-time', from: null, to: null });
    expect(changedMeanwhile).toBe(true);

    // Read from the rival's side, so the student's own read does not bring their change in.
    const page = (await (await new LeaderboardFixtures(a).clientFor(rival.id)).get('/api/student/leaderboard?around=me').expect(200)).body.data as Board;
    expect(page.entries.find((entry) => entry.user.id === student.id)?.totalScore).toBe(8_310_300);
    expect(page.entries.findIndex((entry) => entry.user.id === student.id)).toBeLessThan(page.entries.findIndex((entry) => entry.user.id === rival.id));
  });
});
