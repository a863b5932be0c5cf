import Redis from 'ioredis';
import { leaderboardNamespace } from '../../infrastructure/leaderboard/leaderboard-namespace';
import { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { PORTS } from '../../application/ports/tokens';

/**
 * Period boards are built from the ledgers, which at scale takes a while (most of a minute for a
 * weekly board of 6,000,000 students). They are built when a process starts, before anyone asks,
 * and one process at a time builds a board: the others wait for that build and use it.
 */
const withRedis = redisAnswers();
const env = { REDIS_URL: TEST_REDIS_URL, ...(runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}) };

/** Wednesday 2033-06-15, 12:00 UTC: it is the 15th from UTC-12 to UTC+11 and the 16th at UTC+12 to +14. */
const NOW = '2033-06-15T12:00:00Z';
const WEEK = { category: 'global', period: 'weekly', from: '2033-06-13', to: '2033-06-19' } as const;
const WEEK_ID = 'global:weekly:2033-06-13';
const LIVE_PERIOD_BOARDS = ['global', 'tokens', 'chests']
  .flatMap((category) => ['daily:2033-06-15', 'daily:2033-06-16', 'weekly:2033-06-13', 'monthly:2033-06-01'].map((period) => `${category}:${period}`))
  .sort();

type Builder = {
  build(board: object): Promise<void>;
  stop(): void;
  streamRows(board: object, onRows: (rows: unknown[]) => Promise<void>): Promise<boolean>;
};
const builderOf = (t: TestApp) => (t.app.get(PORTS.leaderboard) as unknown as { index: { builder: Builder } }).index.builder;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(withRedis ? describe : describe.skip)('period boards built ahead of their readers (Redis)', () => {
  const clock = new TestClock(NOW);
  const redis = new Redis(TEST_REDIS_URL);
  const apps: TestApp[] = [];
  let prefix = '';
  let keys = new RedisBoardKeys('');

  const start = async () => {
    const app = await createTestApp({ env, clock });
    apps.push(app);
    prefix = await leaderboardNamespace(app.dataSource);
    keys = new RedisBoardKeys(prefix);
    return app;
  };
  /** As if the board had never been built (or Redis had lost it). */
  const forgetWeek = async () => {
    const boardKeys = await redis.keys(`${prefix}:{board:${WEEK_ID}}*`);
    if (boardKeys.length > 0) await redis.unlink(...boardKeys);
    await redis.hdel(keys.built, WEEK_ID);
  };
  const wipeBoards = async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
  };
  const builtIds = async () => (await redis.hkeys(`${prefix}:built`)).filter((id) => id.includes(':')).sort();
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await wipeBoards();
  });
  afterAll(() => redis.quit());

  it('builds every period board that is current somewhere as the process starts, before anyone reads one', async () => {
    const first = await start();
    const f = new LeaderboardFixtures(first);
    const student = await f.student();
    await f.xpOn(student.id, '2033-06-14', 40);
    await first.close();
    apps.length = 0;
    await wipeBoards();

    const second = await start();
    expect(await builtIds()).toEqual(LIVE_PERIOD_BOARDS);
    const builtAt = await redis.get(keys.builtAt(WEEK_ID));

    const response = await (await new LeaderboardFixtures(second).clientFor(student.id)).get('/api/student/leaderboard?category=global&type=weekly');
    expect(response.status).toBe(200);
    const entries = response.body.data.entries as Array<{ user: { id: number }; totalScore: number }>;
    expect(entries.find((entry) => entry.user.id === student.id)?.totalScore).toBe(40);
    // The read found the board built at the start: it did not build it again.
    expect(await redis.get(keys.builtAt(WEEK_ID))).toBe(builtAt);
  });

  (runsOnPostgresServer() ? it : it.skip)('lets one process build a board while another that needs it waits for that build', async () => {
    // Each start waits for its own builds at start (createTestApp), so both are quiet here.
    const [a, b] = [await start(), await start()];
    const f = new LeaderboardFixtures(a);
    const student = await f.student();
    await f.xpOn(student.id, '2033-06-15', 25);
    await forgetWeek();

    const streamed = { a: 0, b: 0 };
    for (const [name, app] of [['a', a], ['b', b]] as const) {
      const builder = builderOf(app);
      const streamRows = builder.streamRows.bind(builder);
      builder.streamRows = (board, onRows) => {
        streamed[name] += 1;
        // Slow enough that the other process asks while this build runs.
        return streamRows(board, async (rows) => {
          await sleep(400);
          await onRows(rows);
        });
      };
    }
    const first = builderOf(a).build(WEEK);
    await sleep(100);
    await Promise.all([first, builderOf(b).build(WEEK)]);

    expect(streamed).toEqual({ a: 1, b: 0 });
    const response = await (await new LeaderboardFixtures(b).clientFor(student.id)).get('/api/student/leaderboard?category=global&type=weekly');
    expect(response.status).toBe(200);
    expect((response.body.data.entries as Array<{ user: { id: number }; totalScore: number }>).find((entry) => entry.user.id === student.id)?.totalScore).toBe(25);
  });

  it('swaps no partial board in when the process closes during a build', async () => {
    const app = await start();
    const f = new LeaderboardFixtures(app);
    await f.xpOn((await f.student()).id, '2033-06-13', 10);
    await forgetWeek();

    const builder = builderOf(app);
    builder.stop();
    await builder.build(WEEK);

    expect(await redis.hexists(keys.built, WEEK_ID)).toBe(0);
    expect(await redis.exists(keys.board(WEEK_ID), keys.builtAt(WEEK_ID))).toBe(0);
    // The tree it had begun is deleted.
    expect(await redis.keys(`${prefix}:{board:${WEEK_ID}}*`)).toEqual([]);
    expect(await redis.keys(`${prefix}:lock:build:*`)).toEqual([]);
  });
});

(withRedis ? describe : describe.skip)('a period board build that fails (Redis)', () => {
  const clock = new TestClock(NOW);
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(() => redis.quit());

  it('keeps the board it had when a write of the rebuild is refused', async () => {
    const app = await createTestApp({ env, clock });
    const prefix = await leaderboardNamespace(app.dataSource);
    try {
      const f = new LeaderboardFixtures(app);
      await f.xpOn((await f.student()).id, '2033-06-14', 15);
      const keys = new RedisBoardKeys(prefix);
      const builtAt = await redis.get(keys.builtAt(WEEK_ID));
      expect(builtAt).not.toBeNull();

      // Each ZADD of a pipeline on the builder's connection now comes with a command Redis refuses (a list push onto a hash).
      type Pipeline = ReturnType<Redis['pipeline']>;
      const connection = (builderOf(app) as unknown as { redis: Redis }).redis;
      const pipeline = connection.pipeline.bind(connection);
      connection.pipeline = ((...args: Parameters<Redis['pipeline']>) => {
        const refusing = pipeline(...args);
        const zadd = refusing.zadd.bind(refusing) as (...zaddArgs: unknown[]) => Pipeline;
        (refusing as unknown as { zadd: unknown }).zadd = (...zaddArgs: unknown[]) => zadd(...zaddArgs).lpush(`${prefix}:built`, 'refused');
        return refusing;
      }) as Redis['pipeline'];
      clock.advance(1);
      await expect(builderOf(app).build(WEEK)).rejects.toThrow(/WRONGTYPE/);
      connection.pipeline = pipeline;

      expect(await redis.get(keys.builtAt(WEEK_ID))).toBe(builtAt);
      // Only the tree read is left: the one begun is deleted.
      const tree = await redis.get(keys.board(WEEK_ID));
      expect((await redis.keys(`${prefix}:{board:${WEEK_ID}}:t:*`)).filter((key) => !key.startsWith(`${tree}:`))).toEqual([]);
      expect(await redis.llen(keys.unusedTrees(WEEK_ID))).toBe(0);
      expect(await redis.keys(`${prefix}:lock:build:*`)).toEqual([]);
    } finally {
      await app.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.unlink(...keys);
    }
  });
});

if (!withRedis) describe.skip(`period boards built ahead (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));
