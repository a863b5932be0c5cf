import { levelForXp } from '../../domain/game/progression/level';
import { boardSortKey } from '../../domain/leaderboard/sort-key';
import { leaderboardNamespace } from '../../infrastructure/leaderboard/leaderboard-namespace';
import { memberOf, RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import type { ApiClient } from '../support/api-client';
import { fixtureAvatar, LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { deleteKeys, redisAnswers, redisSetups, TEST_REDIS_URL, type RedisSetup } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * The test database is shared by every test file of a run, so each test makes its own students
 * (with scores far from anyone else's) and checks their places relative to each other, or on a
 * board of a class it made.
 */
const THURSDAY_NOON = '2026-03-05T12:00:00Z';

const MODES: Array<[string, RedisSetup | null]> = [['the database', null], ...redisSetups().map((setup): [string, RedisSetup] => [setup.name, setup])];
if (!redisAnswers()) describe.skip(`boards read from Redis (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));
/** Every mode shares the database: scores are lifted per mode so their students never tie or interleave. */
const LIFT: Record<string, number> = { 'the database': 0, Redis: 100_000, 'Redis Cluster': 300_000 };

type Query = Record<string, string | number>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Comes back to a board being built (503 LEADERBOARD_REBUILDING) as a client is told to, sooner than its Retry-After, for up to 10 s. */
async function board(client: ApiClient, query: Query = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  let response = await client.get(`/api/student/leaderboard?${search}`);
  for (let tries = 0; tries < 50 && response.status === 503 && response.body?.code === 'LEADERBOARD_REBUILDING'; tries++) {
    await sleep(200);
    response = await client.get(`/api/student/leaderboard?${search}`);
  }
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  expect(JSON.stringify(response.body)).not.toMatch(/@example\.org|"email"/);
  return response.body.data as {
    entries: Array<{ rank: number; change: number; user: Record<string, unknown> & { id: number }; stats: Record<string, unknown>; totalScore: number }>;
    userRank: number | null;
    pagination: { page: number; limit: number; total: number; hasMore: boolean };
    lastUpdated: string;
  };
}

/** Waits until the all-time XP board was built at `since` or later (by the app's clock). */
async function rebuiltSince(t: TestApp, setup: RedisSetup, since: Date): Promise<void> {
  const keys = new RedisBoardKeys(await leaderboardNamespace(t.dataSource));
  const connection = setup.connect();
  try {
    for (let i = 0; i < 200 && Number(await connection.get(keys.builtAt('global'))) < since.getTime(); i++) await sleep(25);
    expect(Number(await connection.get(keys.builtAt('global')))).toBeGreaterThanOrEqual(since.getTime());
  } finally {
    await connection.quit();
  }
}

const idsOf = (page: Awaited<ReturnType<typeof board>>) => page.entries.map((entry) => entry.user.id);

describe.each(MODES)('leaderboard boards read from %s (API)', (mode, redis) => {
  let t: TestApp;
  let f: LeaderboardFixtures;
  const clock = new TestClock(THURSDAY_NOON);
  const k = LIFT[mode];
  const env = redis?.env ?? {};

  /** On a PostgreSQL server the app prepares its hot statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: { ...server, ...env }, clock });
    f = new LeaderboardFixtures(t);
  });
  afterAll(async () => {
    const prefix = await leaderboardNamespace(t.dataSource);
    await t.close();
    if (redis) {
      const connection = redis.connect();
      await deleteKeys(connection, `${prefix}:*`);
      await connection.quit();
    }
  });
  beforeEach(() => clock.set(THURSDAY_NOON));

  it('orders every category, on the whole board and on a class board, with the score it ranks', async () => {
    const a = await f.student({ xp: 5_000_300 + k, streak: 2, tokens: 30, chests: 4 });
    const b = await f.student({ xp: 5_000_200 + k, streak: 9, tokens: 10, chests: 1 });
    const c = await f.student({ xp: 5_000_100 + k, streak: 5, tokens: 20, chests: 7 });
    await f.refresh([a.id, b.id, c.id]);
    const classId = await f.classOf([a.id, b.id, c.id]);
    const clients = new Map([a, b, c].map((s) => [s.id, null as ApiClient | null]));
    for (const s of [a, b, c]) clients.set(s.id, await f.clientFor(s.id));
    const expected = {
      global: [[a, 5_000_300 + k], [b, 5_000_200 + k], [c, 5_000_100 + k]],
      level: [[a, levelForXp(5_000_300 + k)], [b, levelForXp(5_000_200 + k)], [c, levelForXp(5_000_100 + k)]],
      streak: [[b, 9], [c, 5], [a, 2]],
      tokens: [[a, 30], [c, 20], [b, 10]],
      chests: [[c, 7], [a, 4], [b, 1]],
    } as const;
    for (const [category, order] of Object.entries(expected)) {
      const page = await board(clients.get(a.id)!, { category, classId });
      expect(page.entries.map((entry) => [entry.user.id, entry.rank, entry.totalScore])).toEqual(order.map(([s, score], i) => [s.id, i + 1, score]));
      const ranks = await Promise.all(order.map(async ([s]) => (await board(clients.get(s.id)!, { category })).userRank!));
      expect(ranks[0]).toBeLessThan(ranks[1]);
      expect(ranks[1]).toBeLessThan(ranks[2]);
    }
  });

  it('shows a changed avatar at once', async () => {
    const s = await f.student({ xp: 700 });
    const classId = await f.classOf([s.id]);
    const client = await f.clientFor(s.id);
    expect((await board(client, { classId })).entries[0].user.avatar).toBe(fixtureAvatar(s.id));
    await client.put('/api/student/profile', { avatar: '🦉' }).expect(200);
    expect((await board(client, { classId })).entries[0].user.avatar).toBe('🦉');
    await client.put('/api/student/profile', { avatar: '' }).expect(200);
    expect((await board(client, { classId })).entries[0].user.avatar).toBeNull();
  });

  it('shows a public face: first name, last initial, avatar, stats with the rank name, never an e-mail', async () => {
    const s = await f.student({ firstName: 'Grace', lastName: 'hopper', xp: 1_234, streak: 4, tokens: 56, chests: 3 });
    const nameless = await f.student({ lastName: null, xp: 1_000 });
    const classId = await f.classOf([s.id, nameless.id]);
    const page = await board(await f.clientFor(s.id), { classId });
    expect(page.entries[0]).toEqual({
      rank: 1,
      change: 0,
      user: { id: s.id, username: s.username, firstName: 'Grace', lastName: 'H.', avatar: fixtureAvatar(s.id) },
      stats: { level: 13, xp: 1_234, rank: 'Silver II', currentStreak: 4, tokensEarned: 56, chestsOpened: 3 },
      totalScore: 1_234,
    });
    expect(page.entries[1].user.lastName).toBeNull();
    expect(new Date(page.lastUpdated).getTime()).not.toBeNaN();
  });

  it('breaks a tie in favour of whoever reached the score first, not the older account', async () => {
    const late = await f.student({ xp: 6_000_000 + k, reachedAt: '2026-02-01T10:00:00Z' });
    const early = await f.student({ xp: 6_000_000 + k, reachedAt: '2026-02-01T09:00:00Z' });
    await f.refresh([late.id, early.id]);
    const classId = await f.classOf([late.id, early.id]);
    expect(idsOf(await board(await f.clientFor(late.id), { classId }))).toEqual([early.id, late.id]);
    const earlyRank = (await board(await f.clientFor(early.id))).userRank!;
    expect((await board(await f.clientFor(late.id))).userRank).toBe(earlyRank + 1);

    // on a period board, the one whose last earning came first
    await f.xpOn(late.id, '2026-03-03', 777, '2026-03-03T08:00:00Z');
    await f.xpOn(early.id, '2026-03-03', 700, '2026-03-03T07:00:00Z');
    await f.xpOn(early.id, '2026-03-03', 77, '2026-03-03T07:30:00Z');
    await f.refresh([late.id, early.id]);
    expect(idsOf(await board(await f.clientFor(late.id), { classId, type: 'weekly' }))).toEqual([early.id, late.id]);
  });

  it('ranks and shows scores past 8.4 million as they are, a tie still going to whoever reached it first', async () => {
    const top = await f.student({ xp: 2_000_000_000 + k, tokens: 9_500_000 });
    const early = await f.student({ xp: 9_000_120 + k, tokens: 9_400_000, reachedAt: '2026-02-01T09:00:00Z' });
    const late = await f.student({ xp: 9_000_120 + k, reachedAt: '2026-02-01T10:00:00Z' });
    const below = await f.student({ xp: 8_388_700 + k });
    const students = [top, early, late, below];
    await f.refresh(students.map((s) => s.id));
    const classId = await f.classOf(students.map((s) => s.id));
    const xp = [2_000_000_000 + k, 9_000_120 + k, 9_000_120 + k, 8_388_700 + k];
    const classPage = await board(await f.clientFor(late.id), { classId });
    expect(classPage.entries.map((entry) => [entry.user.id, entry.rank, entry.totalScore])).toEqual(students.map((s, i) => [s.id, i + 1, xp[i]]));
    const tokens = await board(await f.clientFor(late.id), { classId, category: 'tokens' });
    expect(tokens.entries.slice(0, 2).map((entry) => [entry.user.id, entry.totalScore])).toEqual([[top.id, 9_500_000], [early.id, 9_400_000]]);

    /** Each student's own rank and score on the whole board (from Redis when it keeps the boards). */
    const own = async (ids: number[]) =>
      Promise.all(
        ids.map(async (id) => {
          const page = await board(await f.clientFor(id), { around: 'me' });
          return { rank: page.userRank!, score: page.entries.find((entry) => entry.user.id === id)?.totalScore };
        }),
      );
    const inOrder = (ranks: number[]) => ranks.slice(1).every((rank, i) => rank > ranks[i]);
    const wholeBoard = async () => {
      const standings = await own(students.map((s) => s.id));
      expect(standings.map((standing) => standing.score)).toEqual(xp);
      // The other modes' students fall between theirs: the order is what counts.
      expect(inOrder(standings.map((standing) => standing.rank))).toBe(true);
    };
    await wholeBoard();
    if (redis) {
      // One second apart past 8.4 million is a tie of the key, which Redis breaks by user id: the
      // one who joined first goes first though they reached the score a second later.
      const twinA = await f.student({ xp: 9_000_000 + k, reachedAt: '2026-02-01T09:00:01Z' });
      const twinB = await f.student({ xp: 9_000_000 + k, reachedAt: '2026-02-01T09:00:00Z' });
      expect(boardSortKey(9_000_000 + k, new Date('2026-02-01T09:00:01Z'))).toBe(boardSortKey(9_000_000 + k, new Date('2026-02-01T09:00:00Z')));
      await f.refresh([twinA.id, twinB.id]);
      const twins = async () => (await own([twinA.id, twinB.id])).map((standing, i, [first]) => [standing.rank - first.rank, standing.score]);
      expect(await twins()).toEqual([[0, 9_000_000 + k], [1, 9_000_000 + k]]);
      // A board built from the database orders them all the same way: seven hours on, a read rebuilds it.
      clock.advance(7 * 3600);
      await board(await f.clientFor(top.id));
      await rebuiltSince(t, redis, clock.now());
      await wholeBoard();
      expect(await twins()).toEqual([[0, 9_000_000 + k], [1, 9_000_000 + k]]);
    }
  });

  it('leaves out students who opted out; their own rank is null and they cannot be found', async () => {
    const shy = await f.student({ xp: 7_000_000 + k });
    const other = await f.student({ xp: 6_999_999 + k });
    await f.refresh([shy.id, other.id]);
    const classId = await f.classOf([shy.id, other.id]);
    const otherClient = await f.clientFor(other.id);
    expect(idsOf(await board(otherClient, { classId }))).toEqual([shy.id, other.id]);

    await f.optOut(shy.id);
    await f.refresh([shy.id]);
    const classPage = await board(otherClient, { classId });
    expect(idsOf(classPage)).toEqual([other.id]);
    expect(classPage.userRank).toBe(1);
    const mine = await board(await f.clientFor(shy.id), { around: 'me' });
    expect(mine.userRank).toBeNull();
    expect(idsOf(mine)).not.toContain(shy.id);
    const around = await board(otherClient, { around: 'me' });
    expect(idsOf(around)).toContain(other.id);
    expect(idsOf(around)).not.toContain(shy.id);
    for (const category of ['streak', 'tokens', 'chests'])
      expect((await board(await f.clientFor(shy.id), { category, classId })).userRank).toBeNull();

    await f.optOut(shy.id, false);
    await f.refresh([shy.id]);
    expect(idsOf(await board(otherClient, { classId }))).toEqual([shy.id, other.id]);
  });

  it("gives the caller's rank, their neighbourhood (five above, five below) and pages with hasMore", async () => {
    const students = [];
    for (let i = 0; i < 15; i++) students.push(await f.student({ xp: 8_000_000 + k - i * 10 }));
    await f.refresh(students.map((s) => s.id));
    const classId = await f.classOf(students.map((s) => s.id));
    const me = await f.clientFor(students[7].id);

    const around = await board(me, { classId, around: 'me', limit: 5 });
    expect(around.entries.map((entry) => entry.rank)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(idsOf(around)).toEqual(students.slice(2, 13).map((s) => s.id));
    expect(around.userRank).toBe(8);
    expect(around.pagination).toEqual({ page: 2, limit: 5, total: 15, hasMore: true });

    const first = await board(me, { classId, limit: 4 });
    expect(first.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
    expect(first.pagination).toEqual({ page: 1, limit: 4, total: 15, hasMore: true });
    expect(first.userRank).toBe(8);
    const last = await board(me, { classId, limit: 4, page: 4 });
    expect(idsOf(last)).toEqual(students.slice(12).map((s) => s.id));
    expect(last.pagination).toEqual({ page: 4, limit: 4, total: 15, hasMore: false });
    const beyond = await board(me, { classId, limit: 4, page: 5 });
    expect(beyond.entries).toEqual([]);
    expect(beyond.pagination.hasMore).toBe(false);

    // the whole school: the neighbourhood is the same students, and the page at the caller's rank holds the caller
    const school = await board(me, { around: 'me' });
    expect(idsOf(school)).toEqual(students.slice(2, 13).map((s) => s.id));
    expect(school.entries[5].rank).toBe(school.userRank);
    expect(school.pagination.total).toBeGreaterThanOrEqual(15);
    const deep = await board(me, { limit: 1, page: school.userRank! });
    expect(idsOf(deep)).toEqual([students[7].id]);
    const top = await board(await f.clientFor(students[0].id), { around: 'me' });
    expect(top.entries[0].rank).toBe(Math.max(1, top.userRank! - 5));
  });

  it("ranks daily, weekly and monthly boards by what was earned in the period, in each viewer's calendar", async () => {
    const p1 = await f.student({ xp: 10, streak: 1, tokens: 0 });
    const p2 = await f.student({ xp: 20, streak: 3 });
    const p3 = await f.student({ xp: 30, streak: 2, timeZone: 'Pacific/Auckland' });
    const classId = await f.classOf([p1.id, p2.id, p3.id]);
    await f.xpOn(p1.id, '2026-03-02', 100); // Monday: this week
    await f.xpOn(p1.id, '2026-03-01', 1_000); // Sunday: last week, this month
    await f.xpOn(p2.id, '2026-03-05', 300); // today
    await f.xpOn(p3.id, '2026-03-06', 50, '2026-03-05T11:00:00Z'); // already Friday in Auckland
    await f.tokensAt(p1.id, 40, 'daily_chest', '2026-03-03T10:00:00Z');
    await f.tokensAt(p1.id, 500, 'demo_grant', '2026-03-03T10:00:00Z'); // a grant is not earned
    await f.tokensAt(p2.id, 25, 'item_sale', '2026-03-04T10:00:00Z');
    await f.tokensAt(p2.id, 90, 'daily_chest', '2026-03-01T10:00:00Z'); // last week
    await f.tokensAt(p3.id, 60, 'daily_chest', '2026-03-01T20:00:00Z'); // Sunday in UTC, Monday morning in Auckland
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04']) await f.chestOn(p1.id, day);
    await f.chestOn(p2.id, '2026-03-05');
    await f.chestOn(p2.id, '2026-02-28');
    await f.chestOn(p3.id, '2026-03-05');
    await f.chestOn(p3.id, '2026-03-06', '2026-03-05T11:30:00Z');
    await f.refresh([p1.id, p2.id, p3.id]);
    const utc = await f.clientFor(p1.id);
    const scores = async (client: ApiClient, query: Query) =>
      (await board(client, { classId, ...query })).entries.map((entry) => [entry.user.id, entry.totalScore]);

    expect(await scores(utc, { type: 'weekly' })).toEqual([[p2.id, 300], [p1.id, 100], [p3.id, 50]]);
    expect(await scores(utc, { type: 'monthly' })).toEqual([[p1.id, 1_100], [p2.id, 300], [p3.id, 50]]);
    expect(await scores(utc, { type: 'all-time' })).toEqual([[p3.id, 30], [p2.id, 20], [p1.id, 10]]);
    const today = await board(utc, { classId, type: 'daily' });
    expect(today.entries.map((entry) => [entry.user.id, entry.totalScore])).toEqual([[p2.id, 300]]);
    expect(today.userRank).toBeNull(); // nothing earned today
    expect(await scores(await f.clientFor(p3.id), { type: 'daily' })).toEqual([[p3.id, 50]]); // Friday's board in Auckland

    expect(await scores(utc, { type: 'weekly', category: 'tokens' })).toEqual([[p3.id, 60], [p1.id, 40], [p2.id, 25]]);
    expect(await scores(utc, { type: 'weekly', category: 'chests' })).toEqual([[p1.id, 3], [p3.id, 2], [p2.id, 1]]);
    expect(await scores(utc, { type: 'weekly', category: 'streak' })).toEqual([[p2.id, 3], [p3.id, 2], [p1.id, 1]]); // a standing
    expect(await scores(utc, { type: 'daily', category: 'level' })).toEqual([[p3.id, 1], [p2.id, 1], [p1.id, 1]]);

    // the same boards over the whole school
    const weekly = await Promise.all([p2, p1, p3].map(async (s) => (await board(await f.clientFor(s.id), { type: 'weekly' })).userRank!));
    expect(weekly[0]).toBeLessThan(weekly[1]);
    expect(weekly[1]).toBeLessThan(weekly[2]);

    // earning more moves the student on the period board at once
    await f.xpOn(p3.id, '2026-03-05', 400);
    await f.refresh([p3.id]);
    expect(await scores(utc, { type: 'weekly' })).toEqual([[p3.id, 450], [p2.id, 300], [p1.id, 100]]);
    const [p3Rank, p2Rank] = await Promise.all([p3, p2].map(async (s) => (await board(await f.clientFor(s.id), { type: 'weekly' })).userRank!));
    expect(p3Rank).toBeLessThan(p2Rank);
    expect(p2Rank).toBe(weekly[0] + 1);
  });

  it('shows the change since the day began', async () => {
    clock.set('2031-06-09T09:00:00Z');
    const x = await f.student({ xp: 4_000_200 + k });
    const y = await f.student({ xp: 4_000_100 + k });
    await f.refresh([x.id, y.id]);
    const classId = await f.classOf([x.id, y.id]);
    const client = await f.clientFor(x.id);

    clock.set('2031-06-10T09:00:00Z');
    expect((await board(client, { classId })).entries.map((entry) => entry.change)).toEqual([0, 0]);
    expect((await board(client)).entries.every((entry) => entry.change === 0)).toBe(true);
    // By the test's clock the board is days old, so that read rebuilt it in the background: the move
    // comes after, as a board is rebuilt every six hours and a move reaches it within milliseconds.
    if (redis) await rebuiltSince(t, redis, clock.now());
    clock.advance(3600);
    await f.setTotals(y.id, { xp: 4_000_300 + k, reachedAt: '2031-06-10T10:00:00Z' });
    await f.refresh([y.id]);
    const classPage = await board(client, { classId });
    expect(classPage.entries.map((entry) => [entry.user.id, entry.change])).toEqual([[y.id, 1], [x.id, -1]]);
    const school = await board(client, { around: 'me' });
    const change = new Map(school.entries.map((entry) => [entry.user.id, entry.change]));
    expect([change.get(y.id), change.get(x.id)]).toEqual([1, -1]);
    // A daily board began today: nothing to compare with.
    expect((await board(client, { type: 'daily' })).entries.every((entry) => entry.change === 0)).toBe(true);
  });

  it('moves a student as soon as a game command gives them XP or opens their chest', async () => {
    const climber = await f.student({ xp: 1_500_000 + k, chests: 10 });
    const leader = await f.student({ xp: 1_500_010 + k, chests: 10, reachedAt: '2025-12-01T00:00:00Z' });
    await f.refresh([climber.id, leader.id]);
    const classId = await f.classOf([climber.id, leader.id]);
    const client = await f.clientFor(climber.id);
    expect(idsOf(await board(client, { classId }))).toEqual([leader.id, climber.id]);
    const before = (await board(client)).userRank!;

    await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' }).expect(200);
    expect(idsOf(await board(client, { classId }))).toEqual([climber.id, leader.id]);
    expect((await board(client)).userRank).toBe(before - 1);
    expect((await board(client, { classId, type: 'daily' })).entries.map((entry) => [entry.user.id, entry.totalScore])).toEqual([[climber.id, 20]]);

    await client.post('/api/student/chest/daily').expect(200);
    expect((await board(client, { classId, category: 'chests' })).entries.map((entry) => [entry.user.id, entry.totalScore])).toEqual([
      [climber.id, 11],
      [leader.id, 10],
    ]);
    expect((await board(client, { classId, category: 'chests', type: 'weekly' })).entries.map((entry) => entry.user.id)).toEqual([climber.id]);
  });

  it('keeps up with many students changing at once', async () => {
    const students = [];
    for (let i = 0; i < 30; i++) students.push(await f.student({ xp: 2_000_000 + k + i }));
    await f.refresh(students.map((s) => s.id));
    const classId = await f.classOf(students.map((s) => s.id));
    const reversed = students.map((s, i) => ({ ...s, xp: 2_000_000 + k + 1_000 - i }));
    await Promise.all(reversed.map((s) => f.setTotals(s.id, { xp: s.xp, reachedAt: '2026-03-05T11:00:00Z' }).then(() => f.refresh([s.id]))));
    const client = await f.clientFor(students[0].id);
    expect(idsOf(await board(client, { classId }))).toEqual(students.map((s) => s.id));
    const ranks = await Promise.all(students.map(async (s) => (await board(await f.clientFor(s.id))).userRank!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[29] - ranks[0]).toBe(29);
  });

  it('shows each of many readers at once their own change made elsewhere, and leaves the others as they were', async () => {
    const students = [];
    for (let i = 0; i < 12; i++) students.push(await f.student({ xp: 3_000_000 + k + i * 10 }));
    await f.refresh(students.map((s) => s.id));
    // Every other student changes through another process: only their outbox row tells this one.
    const changed = students.filter((_, i) => i % 2 === 0);
    for (const [i, s] of changed.entries()) await f.setTotals(s.id, { xp: 3_100_000 + k + i });
    const reads = await Promise.all(
      students.map(async (s) => {
        const client = await f.clientFor(s.id);
        const [allTime, weekly] = await Promise.all([board(client, { around: 'me' }), board(client, { around: 'me', type: 'weekly' })]);
        return { own: allTime.entries.find((entry) => entry.user.id === s.id)!, weeklyRank: weekly.userRank, allTimeRank: allTime.userRank };
      }),
    );
    const expectedXp = students.map((s, i) => (i % 2 === 0 ? 3_100_000 + k + i / 2 : 3_000_000 + k + i * 10));
    expect(reads.map((read) => read.own.totalScore)).toEqual(expectedXp);
    expect(reads.map((read) => read.own.rank)).toEqual(reads.map((read) => read.allTimeRank));
    // once every reader has read, the boards hold every change: the changed six lead, in the order of their new scores
    const ranks = await Promise.all(students.map(async (s) => (await board(await f.clientFor(s.id))).userRank!));
    const order = [...students.keys()].sort((a, b) => expectedXp[b] - expectedXp[a]);
    expect(order.map((i) => ranks[i] - ranks[order[0]])).toEqual([...students.keys()]);
    expect(reads.every((read) => read.weeklyRank === null)).toBe(true); // nothing earned this week
  });

  if (redis) {
    it("keeps the day's moves of the students who moved alone, and a new day starts without them", async () => {
      const keys = new RedisBoardKeys(await leaderboardNamespace(t.dataSource));
      const connection = redis.connect();
      const moves = (day: string) => Promise.all([connection.zrange(keys.movedFrom(day, 'global'), 0, -1), connection.zrange(keys.movedTo(day, 'global'), 0, -1)]);
      try {
        clock.set('2031-08-31T09:00:00Z');
        const mover = await f.student({ xp: 3_500_000 + k });
        const still = await f.student({ xp: 3_500_100 + k });
        await f.refresh([mover.id, still.id]);

        clock.set('2031-09-01T09:00:00Z');
        await f.setTotals(mover.id, { xp: 3_500_200 + k, reachedAt: '2031-09-01T09:00:00Z' });
        await f.refresh([mover.id, still.id]);
        expect(await moves('2031-09-01')).toEqual([[memberOf(mover.id)], [memberOf(mover.id)]]);
        const client = await f.clientFor(still.id);
        const change = async () => new Map((await board(client, { around: 'me' })).entries.map((entry) => [entry.user.id, entry.change]));
        expect([(await change()).get(mover.id), (await change()).get(still.id)]).toEqual([1, -1]);

        clock.set('2031-09-02T09:00:00Z');
        expect(await moves('2031-09-02')).toEqual([[], []]);
        expect([(await change()).get(mover.id), (await change()).get(still.id)]).toEqual([0, 0]);
      } finally {
        await connection.quit();
      }
    });

    it('rebuilds the boards from the database on start when they no longer match it', async () => {
      const neighbour = await f.student({ xp: 3_000_001 + k });
      await f.refresh([neighbour.id]);
      const unseen = await f.student({ xp: 3_000_000 + k }); // written without telling the index
      // Not on the board as a neighbour sees it (their own read would bring their change in).
      expect(idsOf(await board(await f.clientFor(neighbour.id), { around: 'me' }))).not.toContain(unseen.id);
      const restarted = await createTestApp({ env: { ...server, ...env }, clock });
      try {
        expect(idsOf(await board(await new LeaderboardFixtures(restarted).clientFor(neighbour.id), { around: 'me' }))).toContain(unseen.id);
        const page = await board(await new LeaderboardFixtures(restarted).clientFor(unseen.id));
        expect(page.userRank).toEqual(expect.any(Number));
      } finally {
        await restarted.close();
      }
    });

    it('deletes a board an earlier version kept as one sorted set, and builds its tree on start', async () => {
      const student = await f.student({ xp: 3_200_000 + k });
      await f.refresh([student.id]);
      const keys = new RedisBoardKeys(await leaderboardNamespace(t.dataSource));
      const connection = redis.connect();
      try {
        // As such a version left it: the sorted set (with a student it never removed), and no tree.
        await connection.unlink(keys.board('global'));
        await connection.zadd(keys.sortedSetBoard('global'), -5, memberOf(999_999_999));
        const restarted = await createTestApp({ env: { ...server, ...env }, clock });
        try {
          expect(await connection.exists(keys.sortedSetBoard('global'))).toBe(0);
          const page = await board(await new LeaderboardFixtures(restarted).clientFor(student.id), { around: 'me' });
          expect(idsOf(page)).toContain(student.id);
          expect(idsOf(page)).not.toContain(999_999_999);
        } finally {
          await restarted.close();
        }
      } finally {
        await connection.quit();
      }
    });
  }
});

describe('leaderboard requests and challenges (API)', () => {
  let t: TestApp;
  let f: LeaderboardFixtures;
  const clock = new TestClock(THURSDAY_NOON);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    f = new LeaderboardFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(THURSDAY_NOON));

  const sentBy = async (userId: number) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM leaderboard_challenges WHERE from_user_id = $1`, [userId]))[0].n as number;

  it('uses the defaults: all-time global board, page 1 of 50', async () => {
    const s = await f.student();
    const page = await board(await f.clientFor(s.id));
    expect(page.pagination).toMatchObject({ page: 1, limit: 50 });
    expect(page.entries.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['type=yearly', 'type must be one of all-time, daily, weekly, monthly'],
    ['category=email', 'category must be one of global, streak, level, tokens, chests'],
    ['page=0', 'page must be at least 1'],
    ['page=100001', 'page must be at most 100000'],
    ['page=abc', 'page must be a whole number'],
    ['page=1.5', 'page must be a whole number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['around=you', "around must be 'me'"],
    ['classId=-3', 'classId is not a class'],
    ['sort=xp', 'property sort should not exist'],
  ])('refuses ?%s with 400: %s', async (query, message) => {
    const s = await f.student();
    const response = await (await f.clientFor(s.id)).get(`/api/student/leaderboard?${query}`).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it("refuses the board of a class the student is not in", async () => {
    const member = await f.student();
    const outsider = await f.student();
    const classId = await f.classOf([member.id]);
    const response = await (await f.clientFor(outsider.id)).get(`/api/student/leaderboard?classId=${classId}`).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('is for students only: 403 for other roles, 401 without a token', async () => {
    const teacher = await f.clientFor(await f.teacher(), 'teacher');
    expect((await teacher.get('/api/student/leaderboard').expect(403)).body.code).toBe('FORBIDDEN');
    expect((await teacher.post('/api/student/leaderboard/challenge', { targetUserId: 1 }).expect(403)).body.code).toBe('FORBIDDEN');
    const anonymous = await f.clientFor(1);
    anonymous.jwt = null;
    await anonymous.get('/api/student/leaderboard').expect(401);
  });

  it('stores a challenge for its target and answers it', async () => {
    const from = await f.student();
    const to = await f.student();
    const response = await (await f.clientFor(from.id)).post('/api/student/leaderboard/challenge', { targetUserId: to.id }).expect(201);
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      fromUserId: from.id,
      targetUserId: to.id,
      challengeType: 'duel',
      message: 'I challenge you to a duel!',
      createdAt: new Date(THURSDAY_NOON).toISOString(),
      remainingToday: 9,
    });
    const [row] = await t.dataSource.query(`SELECT target_user_id, challenge_type, message FROM leaderboard_challenges WHERE id = $1`, [response.body.data.id]);
    expect(row).toEqual({ target_user_id: to.id, challenge_type: 'duel', message: 'I challenge you to a duel!' });

    const custom = await (await f.clientFor(from.id))
      .post('/api/student/leaderboard/challenge', { targetUserId: to.id, challengeType: 'xp-race', message: '  First to level 10!  ' })
      .expect(201);
    expect(custom.body.data).toMatchObject({ challengeType: 'xp-race', message: 'First to level 10!', remainingToday: 8 });
  });

  it('allows ten challenges per local day, then 429 until the next day', async () => {
    const from = await f.student({ timeZone: 'Pacific/Auckland' });
    const to = await f.student();
    const client = await f.clientFor(from.id);
    for (let i = 0; i < 10; i++) await client.post('/api/student/leaderboard/challenge', { targetUserId: to.id }).expect(201);
    const refused = await client.post('/api/student/leaderboard/challenge', { targetUserId: to.id }).expect(429);
    expect(refused.body.code).toBe('CHALLENGE_LIMIT_REACHED');
    expect(await sentBy(from.id)).toBe(10);
    clock.set('2026-03-05T11:30:00Z'); // earlier the same Auckland day (00:30 on the 6th)
    await client.post('/api/student/leaderboard/challenge', { targetUserId: to.id }).expect(429);
    clock.set('2026-03-06T11:30:00Z'); // the 7th in Auckland
    await client.post('/api/student/leaderboard/challenge', { targetUserId: to.id }).expect(201);
  });

  it('never lets parallel challenges pass the daily limit', async () => {
    const from = await f.student();
    const to = await f.student();
    const client = await f.clientFor(from.id);
    const statuses = await Promise.all(
      Array.from({ length: 16 }, () => client.post('/api/student/leaderboard/challenge', { targetUserId: to.id }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await sentBy(from.id)).toBe(10);
    if (!runsOnPostgresServer()) console.info('Parallel challenges ran on the embedded database, which runs one transaction at a time');
  });

  it('refuses bad targets and counts nothing', async () => {
    const from = await f.student();
    const shy = await f.student({ optOut: true });
    const teacherId = await f.teacher();
    const client = await f.clientFor(from.id);
    const send = (targetUserId: number) => client.post('/api/student/leaderboard/challenge', { targetUserId });
    expect((await send(from.id).expect(422)).body).toMatchObject({ code: 'INVALID_TARGET', message: 'You cannot challenge yourself' });
    expect((await send(teacherId).expect(422)).body).toMatchObject({ code: 'INVALID_TARGET', message: 'Only students can be challenged' });
    expect((await send(shy.id).expect(422)).body.code).toBe('INVALID_TARGET');
    expect((await send(2_147_480_000).expect(404)).body.code).toBe('USER_NOT_FOUND');
    expect(await sentBy(from.id)).toBe(0);
    const [day] = await t.dataSource.query(`SELECT challenges_sent FROM daily_activity WHERE user_id = $1`, [from.id]);
    expect(day?.challenges_sent ?? 0).toBe(0);
  });

  it.each([
    [{}, 'targetUserId must be a user id'],
    [{ targetUserId: '12' }, 'targetUserId must be a user id'],
    [{ targetUserId: 1.5 }, 'targetUserId must be a user id'],
    [{ targetUserId: 0 }, 'targetUserId is not a user'],
    [{ targetUserId: 1, challengeType: 'poker' }, 'challengeType must be one of duel, xp-race, streak-battle, chest-race'],
    [{ targetUserId: 1, message: 'x'.repeat(201) }, 'message must be at most 200 characters'],
    [{ targetUserId: 1, message: 42 }, 'message must be text'],
    [{ targetUserId: 1, stakes: 100 }, 'property stakes should not exist'],
  ])('refuses the body %j with 400', async (body, message) => {
    const from = await f.student();
    const response = await (await f.clientFor(from.id)).post('/api/student/leaderboard/challenge', body).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await sentBy(from.id)).toBe(0);
  });
});
