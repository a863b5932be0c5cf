import Redis from 'ioredis';
import { leaderboardNamespace } from '../../infrastructure/leaderboard/leaderboard-namespace';
import type { ApiClient } from '../support/api-client';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { RedisLeaderboardIndex } from '../../infrastructure/leaderboard/redis/redis-leaderboard-index';
import { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { PORTS } from '../../application/ports/tokens';

const withRedis = redisAnswers();
const env = { REDIS_URL: TEST_REDIS_URL, ...(runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}) };

async function userRank(client: ApiClient): Promise<{ rank: number | null; score: number | undefined }> {
  const response = await client.get('/api/student/leaderboard?category=global&around=me');
  expect(response.status).toBe(200);
  const { userRank: rank, entries } = response.body.data as { userRank: number | null; entries: Array<{ rank: number; user: { id: number }; totalScore: number }> };
  return { rank, score: entries.find((entry) => entry.rank === rank)?.totalScore };
}

/** Another student's rank and score on the global board, as `viewer` sees them around their own place. */
async function standingSeenBy(viewer: ApiClient, userId: number): Promise<{ rank: number | null; score: number | undefined }> {
  const response = await viewer.get('/api/student/leaderboard?category=global&around=me');
  expect(response.status).toBe(200);
  const entry = (response.body.data.entries as Array<{ rank: number; user: { id: number }; totalScore: number }>).find((row) => row.user.id === userId);
  return { rank: entry?.rank ?? null, score: entry?.totalScore };
}

/**
 * A change is committed, then the process dies before its board refresh runs: the all-time board
 * would show the old standing until the student's next write or the six-hourly rebuild. The outbox
 * row written in the change's own transaction brings the boards in line on start.
 */
(withRedis ? describe : describe.skip)('boards right after a crash (Redis)', () => {
  const clock = new TestClock('2026-03-05T12:00:00Z');
  const apps: TestApp[] = [];
  afterAll(async () => {
    const prefix = await leaderboardNamespace(apps[apps.length - 1].dataSource);
    for (const app of apps.slice(1)) await app.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
    await redis.quit();
  });

  it('brings a change whose refresh never ran onto the boards when the next instance starts', async () => {
    const first = await createTestApp({ env, clock });
    apps.push(first);
    const f = new LeaderboardFixtures(first);
    const leader = await f.student({ xp: 8_000_900 });
    const climber = await f.student({ xp: 8_000_100 });
    await f.refresh([leader.id, climber.id]);
    const before = await userRank(await f.clientFor(climber.id));

    // Committed, and the process is killed before the refresh it would have queued.
    await first.dataSource.query('UPDATE gaming_profiles SET xp = 8001000, xp_reached_at = now() WHERE user_id = $1', [climber.id]);
    // The board is behind the database, as the leader sees it (the climber's own read would bring their change in).
    expect(await standingSeenBy(await f.clientFor(leader.id), climber.id)).toEqual(before);
    await first.close();

    const second = await createTestApp({ env, clock });
    apps.push(second);
    const after = await standingSeenBy(await new LeaderboardFixtures(second).clientFor(leader.id), climber.id);
    expect(after.score).toBe(8_001_000);
    expect(after.rank).toBe(before.rank! - 1);
    expect(await userRank(await new LeaderboardFixtures(second).clientFor(climber.id))).toEqual(after);
    expect(await second.dataSource.query('SELECT user_id FROM board_outbox WHERE user_id = $1', [climber.id])).toEqual([]);
  });

  it('brings a student who joined in the database alone onto the boards at the next start, without rebuilding them', async () => {
    const first = await createTestApp({ env, clock });
    apps.push(first);
    const f = new LeaderboardFixtures(first);
    const viewer = await f.student({ xp: 5_000_900 });
    await f.refresh([viewer.id]);
    const keys = new RedisBoardKeys(await leaderboardNamespace(first.dataSource));
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const tree = await redis.get(keys.board('global'));
      // Joined, and the process is killed before the refresh: the board holds one student fewer than
      // the database. The start counts the students while it applies the outbox, and measures the
      // board once it has, so the two agree and the board is kept.
      const newcomer = await f.student({ xp: 5_000_950 });
      await first.close();
      const second = await createTestApp({ env, clock });
      apps.push(second);
      expect(await redis.get(keys.board('global'))).toBe(tree);
      const reader = await new LeaderboardFixtures(second).clientFor(viewer.id);
      expect(await standingSeenBy(reader, newcomer.id)).toEqual({ rank: (await standingSeenBy(reader, viewer.id)).rank! - 1, score: 5_000_950 });
    } finally {
      await redis.quit();
    }
  });

  it('brings what changed while Redis was away onto the boards when it returns', async () => {
    const app = await createTestApp({ env, clock });
    apps.push(app);
    const f = new LeaderboardFixtures(app);
    const student = await f.student({ xp: 7_000_100 });
    await f.refresh([student.id]);
    await app.dataSource.query('UPDATE gaming_profiles SET xp = 7000700, xp_reached_at = now() WHERE user_id = $1', [student.id]);
    const index = (app.app.get(PORTS.leaderboard) as unknown as { index: unknown }).index; // behind the member cache
    expect(index).toBeInstanceOf(RedisLeaderboardIndex);
    // What the Redis connection's 'ready' event runs when it comes back.
    expect(await (index as RedisLeaderboardIndex).reconcile()).toBeGreaterThanOrEqual(1);
    expect((await userRank(await f.clientFor(student.id))).score).toBe(7_000_700);
  });

  it('brings a change another process left onto the boards while this one keeps running', async () => {
    const app = await createTestApp({ env: { ...env, BOARD_RECONCILE_SECONDS: '1' }, clock });
    apps.push(app);
    const f = new LeaderboardFixtures(app);
    const leader = await f.student({ xp: 6_000_900 });
    const climber = await f.student({ xp: 6_000_100 });
    await f.refresh([leader.id, climber.id]);
    const viewer = await f.clientFor(leader.id);
    // Committed by a process that stopped before its refresh: only the outbox row tells.
    await app.dataSource.query('UPDATE gaming_profiles SET xp = 6001000, xp_reached_at = now() WHERE user_id = $1', [climber.id]);
    const deadline = Date.now() + 10_000;
    while ((await standingSeenBy(viewer, climber.id)).score !== 6_001_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await standingSeenBy(viewer, climber.id)).score).toBe(6_001_000);
    expect(await app.dataSource.query('SELECT user_id FROM board_outbox WHERE user_id = $1', [climber.id])).toEqual([]);
  });

  it("applies every board a student's pending changes moved when one of them is refreshed, whichever process made the others", async () => {
    const app = await createTestApp({ env, clock });
    apps.push(app);
    const f = new LeaderboardFixtures(app);
    const leader = await f.student({ xp: 8_000_900, tokens: 8_000_000 });
    const climber = await f.student({ xp: 8_000_100, tokens: 7_000_000 });
    await f.refresh([leader.id, climber.id]);
    // Tokens earned by a process that stopped before its refresh, then an XP award here: the award's
    // refresh takes the outbox row, which names the token boards too.
    await app.dataSource.query('UPDATE gaming_profiles SET tokens_earned = 8100000, tokens_reached_at = now() WHERE user_id = $1', [climber.id]);
    await (await f.clientFor(climber.id)).post('/api/student/xp', { xpGain: 20, source: 'video_completed' }).expect(200);
    const deadline = Date.now() + 10_000;
    while ((await app.dataSource.query('SELECT 1 FROM board_outbox WHERE user_id = $1', [climber.id])).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const tokens = await (await f.clientFor(leader.id)).get('/api/student/leaderboard?category=tokens&around=me').expect(200);
    const entries = tokens.body.data.entries as Array<{ rank: number; user: { id: number }; totalScore: number }>;
    const rankOf = (id: number) => entries.find((row) => row.user.id === id);
    expect(rankOf(climber.id)).toMatchObject({ rank: rankOf(leader.id)!.rank - 1, totalScore: 8_100_000 });
    expect((await standingSeenBy(await f.clientFor(leader.id), climber.id)).score).toBeGreaterThan(8_000_100);
  });

  it('writes the outbox row in the transaction of the change, for every way the standing changes', async () => {
    const app = apps[apps.length - 1];
    const f = new LeaderboardFixtures(app);
    const student = await f.student({ xp: 10 });
    await app.dataSource.query('DELETE FROM board_outbox WHERE user_id = $1', [student.id]);
    await app.dataSource.query('UPDATE student_profiles SET leaderboard_opt_out = true WHERE user_id = $1', [student.id]);
    expect(await app.dataSource.query('SELECT user_id FROM board_outbox WHERE user_id = $1', [student.id])).toEqual([{ user_id: student.id }]);
    await app.dataSource.query('DELETE FROM board_outbox WHERE user_id = $1', [student.id]);
    await app.dataSource.query(`BEGIN; UPDATE gaming_profiles SET current_streak = 3 WHERE user_id = ${student.id}; ROLLBACK;`);
    expect(await app.dataSource.query('SELECT user_id FROM board_outbox WHERE user_id = $1', [student.id])).toEqual([]);
  });
});

if (!withRedis) describe.skip(`boards after a crash (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));
