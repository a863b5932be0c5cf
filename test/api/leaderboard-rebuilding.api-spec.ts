import Redis from 'ioredis';
import { boardId } from '../../domain/leaderboard/board';
import { leaderboardNamespace } from '../../infrastructure/leaderboard/leaderboard-namespace';
import { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const withRedis = redisAnswers();
const env = { REDIS_URL: TEST_REDIS_URL, ...(runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}) };
const GLOBAL_ALL_TIME = boardId({ category: 'global', period: 'all-time', from: null, to: null });

/**
 * Redis lost a board and another process is rebuilding it (at a country's size that takes minutes):
 * a read of that board says so in words with Retry-After instead of hanging, and nothing else waits.
 * A build that dies midway loses no change.
 */
(withRedis ? describe : describe.skip)('a board being rebuilt (Redis)', () => {
  const clock = new TestClock('2026-03-05T12:00:00Z');
  let app: TestApp;
  let redis: Redis;
  let keys: RedisBoardKeys;

  beforeAll(async () => {
    app = await createTestApp({ env, clock });
    redis = new Redis(TEST_REDIS_URL);
    keys = new RedisBoardKeys(await leaderboardNamespace(app.dataSource));
  });
  afterAll(async () => {
    await redis.del(keys.buildLock(GLOBAL_ALL_TIME));
    await app.close();
    await redis.quit();
  });

  it('answers 503 LEADERBOARD_REBUILDING with Retry-After within seconds, serves every other route meanwhile, and the board once built', async () => {
    const f = new LeaderboardFixtures(app);
    const student = await f.student({ xp: 6_000_321 });
    const client = await f.clientFor(student.id);
    expect((await client.get('/api/student/leaderboard?category=global')).status).toBe(200);

    // The board is gone from Redis, and another process holds the lock of its rebuild.
    await redis.unlink(keys.board(GLOBAL_ALL_TIME), keys.builtAt(GLOBAL_ALL_TIME));
    await redis.hdel(keys.built, GLOBAL_ALL_TIME);
    await redis.set(keys.buildLock(GLOBAL_ALL_TIME), 'another process rebuilding', 'PX', 60_000);

    const asked = Date.now();
    const waiting = await client.get('/api/student/leaderboard?category=global');
    expect(Date.now() - asked).toBeLessThan(4_000);
    expect(waiting.status).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.body.code).toBe('LEADERBOARD_REBUILDING');
    expect(waiting.body.message).toBe('The leaderboard is being brought up to date. It will be back in a few seconds.');

    const [profile, weekly] = await Promise.all([client.get('/api/student/gaming'), client.get('/api/student/leaderboard?type=weekly&category=global')]);
    expect(profile.status).toBe(200);
    expect(profile.body.data.xp).toBe(6_000_321);
    expect(weekly.status).toBe(200);

    // The other process died: its lock ends, and this one builds the board.
    await redis.del(keys.buildLock(GLOBAL_ALL_TIME));
    const deadline = Date.now() + 10_000;
    let answer = await client.get('/api/student/leaderboard?category=global&around=me');
    while (answer.status === 503 && Date.now() < deadline) answer = await client.get('/api/student/leaderboard?category=global&around=me');
    expect(answer.status).toBe(200);
    const me = (answer.body.data.entries as Array<{ user: { id: number }; totalScore: number; rank: number }>).find((entry) => entry.user.id === student.id);
    expect(me?.totalScore).toBe(6_000_321);
    expect(answer.body.data.userRank).toBe(me?.rank);
  });

  /**
   * A build swaps its fresh tree in, then applies the changes committed while it read the database.
   * Killed in between, it leaves a board without those changes, and their outbox rows are gone (the
   * refresh that took them wrote the tree swapped out): the next start applies them.
   */
  it('gets the changes made during that build at the next start', async () => {
    const f = new LeaderboardFixtures(app);
    const student = await f.student({ xp: 7_000_123 });
    const client = await f.clientFor(student.id);
    const myScore = async () => {
      const answer = await client.get('/api/student/leaderboard?category=global&around=me');
      expect(answer.status).toBe(200);
      return (answer.body.data.entries as Array<{ user: { id: number }; totalScore: number }>).find((entry) => entry.user.id === student.id)?.totalScore;
    };
    expect(await myScore()).toBe(7_000_123);

    // The dead build's snapshot began a second ago; the student gained XP meanwhile, and the refresh
    // that took their outbox row wrote the tree the build then swapped out.
    const [seconds] = await redis.time();
    await redis.set(keys.reapplyFrom(GLOBAL_ALL_TIME), String(Number(seconds) * 1000 - 1_000));
    await app.dataSource.query(`UPDATE gaming_profiles SET xp = $2 WHERE user_id = $1`, [student.id, 7_000_500]);
    await app.dataSource.query(`DELETE FROM board_outbox WHERE user_id = $1`, [student.id]);
    await redis.zadd(keys.refreshed, Number(seconds) * 1000, String(student.id));
    expect(await myScore()).toBe(7_000_123);

    // The next start (another instance) applies them; the board is read through the first.
    const next = await createTestApp({ env, clock });
    try {
      expect(await myScore()).toBe(7_000_500);
      expect(await redis.exists(keys.reapplyFrom(GLOBAL_ALL_TIME))).toBe(0);
    } finally {
      await next.close();
    }
  });

  it('builds the XP board with XP when the level board, which shares it, is the first read after Redis lost it', async () => {
    const f = new LeaderboardFixtures(app);
    const student = await f.student({ xp: 6_500_777 });
    const client = await f.clientFor(student.id);
    const myScore = async (category: string) => {
      const answer = await client.get(`/api/student/leaderboard?category=${category}&around=me`);
      expect(answer.status).toBe(200);
      return (answer.body.data.entries as Array<{ user: { id: number }; totalScore: number }>).find((entry) => entry.user.id === student.id)?.totalScore;
    };
    expect(await myScore('global')).toBe(6_500_777);

    await redis.unlink(keys.board(GLOBAL_ALL_TIME), keys.builtAt(GLOBAL_ALL_TIME));
    await redis.hdel(keys.built, GLOBAL_ALL_TIME);
    const { level } = (await client.get('/api/student/gaming')).body.data as { level: number };
    expect(await myScore('level')).toBe(level);
    expect(await myScore('global')).toBe(6_500_777);
  });
});
