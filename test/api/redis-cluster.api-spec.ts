import { leaderboardNamespace } from '../../infrastructure/leaderboard/leaderboard-namespace';
import { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import type { RedisConnection } from '../../infrastructure/system/redis-connection';
import type { ApiClient } from '../support/api-client';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { redisSetups, TEST_REDIS_CLUSTER_DIR, TEST_REDIS_CLUSTER_NODES } from '../support/redis';
import { redisClusterIn, type LocalRedisCluster } from '../support/redis-cluster.cjs';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/** The boards the comparison reads: every all-time board, and this week's and today's XP boards. */
const BOARDS: Array<Record<string, string>> = [
  { category: 'global' },
  { category: 'level' },
  { category: 'streak' },
  { category: 'tokens' },
  { category: 'chests' },
  { category: 'global', type: 'weekly' },
  { category: 'global', type: 'daily' },
];
const STUDENTS = 24;
/** The writes go on this long before the kill, then while the master is down (past the cluster's node timeout, 2 s). */
const BEFORE_KILL_MS = 1_000;
const DOWN_MS = 3_000;
/** A bound on the writes, whatever the pace: 300 XP a day a student at most 20 each. */
const MAX_WRITES = 600;
/** The boards must equal the database's ranking within this after the master is back. */
const BACK_WITHIN_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cluster: LocalRedisCluster | null =
  TEST_REDIS_CLUSTER_NODES && TEST_REDIS_CLUSTER_DIR
    ? redisClusterIn(
        TEST_REDIS_CLUSTER_DIR,
        TEST_REDIS_CLUSTER_NODES.split(',').map((node) => Number(node.slice(node.lastIndexOf(':') + 1))),
      )
    : null;

/** A run of places with one score: the score, and who holds those places (by id). */
type Run = [score: number, ids: number[]];

/**
 * A whole board as a reader of the app sees it, page by page, as runs of equal scores from the top;
 * null when a page is not answered. Within a run the order is left out: scores reached within one
 * second (up to four minutes apart past 8.4 million) are a tie that Redis breaks by user id and the
 * database by the exact time (see sort-key.ts).
 */
async function wholeBoard(client: ApiClient, query: Record<string, string>): Promise<Run[] | null> {
  const runs: Run[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`/api/student/leaderboard?${new URLSearchParams({ ...query, limit: '100', page: String(page) })}`);
    if (response.status !== 200) return null;
    const data = response.body.data as { entries: Array<{ rank: number; user: { id: number }; totalScore: number }>; pagination: { hasMore: boolean } };
    for (const entry of data.entries) {
      if (entry.rank !== runs.reduce((places, [, ids]) => places + ids.length, 1)) return null;
      const last = runs.at(-1);
      if (last && last[0] === entry.totalScore) last[1].push(entry.user.id);
      else runs.push([entry.totalScore, [entry.user.id]]);
    }
    if (!data.pagination.hasMore) return runs.map(([score, ids]) => [score, ids.sort((a, b) => a - b)]);
  }
}

/** The master that holds `key`'s slot, by its port. */
async function portHolding(redis: RedisConnection, key: string): Promise<number> {
  const slot = Number(await redis.cluster('KEYSLOT', key));
  const range = (await redis.cluster('SLOTS')).find(([from, to]) => from <= slot && slot <= to);
  if (!range?.[2]) throw new Error(`No master holds slot ${slot}`);
  return Number(range[2][1]);
}

/**
 * One Redis Cluster of three masters, started by `npm run test:redis-cluster`. The boards of the
 * application on it are compared with those of the application ranking in the database (no Redis),
 * on one database: after the master that holds the XP board is killed (SIGKILL) during a stream of
 * XP writes and restarted without its data, every board comes back equal to the database's ranking,
 * those it lost and those of the other masters, which missed the writes made while it was down. The
 * writes stop before it is back, so no later write of a student puts them right.
 */
(cluster ? describe : describe.skip)('boards on a Redis Cluster that loses a master during XP writes', () => {
  /** A day whose weekly XP board lives on another master than the all-time XP board (asserted below). */
  const clock = new TestClock('2032-05-12T10:00:00Z');
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {};
  const setup = redisSetups().find((candidate) => candidate.name === 'Redis Cluster')!;
  let onCluster: TestApp;
  let onDatabase: TestApp;
  let redis: RedisConnection;

  beforeAll(async () => {
    [onCluster, onDatabase] = await Promise.all([createTestApp({ env: { ...server, ...setup.env }, clock }), createTestApp({ env: server, clock })]);
    redis = setup.connect();
  });
  afterAll(async () => {
    await redis?.quit();
    await Promise.all([onCluster?.close(), onDatabase?.close()]);
  });

  /** The boards on which the two applications disagree, with the first row that differs. */
  async function disagreements(onClusterReader: ApiClient, onDatabaseReader: ApiClient): Promise<string[]> {
    const found: string[] = [];
    for (const query of BOARDS) {
      const [fromCluster, fromDatabase] = await Promise.all([wholeBoard(onClusterReader, query), wholeBoard(onDatabaseReader, query)]);
      const name = Object.values(query).join(' ');
      if (!fromCluster) found.push(`${name}: not answered on the cluster`);
      else if (JSON.stringify(fromCluster) !== JSON.stringify(fromDatabase)) {
        const at = fromCluster.findIndex((run, i) => JSON.stringify(run) !== JSON.stringify(fromDatabase![i]));
        found.push(`${name}: from the top, run ${at + 1} of equal scores is ${JSON.stringify(fromCluster[at] ?? null)} on the cluster, ${JSON.stringify(fromDatabase![at] ?? null)} in the database`);
      }
    }
    return found;
  }

  it("brings every board back equal to the database's ranking after the XP board's master is killed and restarted empty", async () => {
    const f = new LeaderboardFixtures(onCluster);
    const students: Array<{ id: number }> = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await f.student({ xp: 10_000 + i * 7, streak: i % 5, tokens: i * 3, chests: i % 4 }));
    await f.refresh(students.map((s) => s.id));
    const writers = await Promise.all(students.map((s) => f.clientFor(s.id)));
    const onClusterReader = writers[0];
    const onDatabaseReader = await new LeaderboardFixtures(onDatabase).clientFor(students[0].id);
    // Read once, so the period boards are built on the cluster and the stream refreshes them too.
    expect(await disagreements(onClusterReader, onDatabaseReader)).toEqual([]);

    const keys = new RedisBoardKeys(await leaderboardNamespace(onCluster.dataSource));
    const victim = await portHolding(redis, keys.board('global'));
    expect(await portHolding(redis, keys.board('global:weekly:2032-05-10'))).not.toBe(victim);
    let writing = true;
    const statuses: number[] = [];
    const stream = Promise.all(
      [0, 1, 2].map(async (lane) => {
        for (let i = lane; writing && statuses.length < MAX_WRITES; i += 3) {
          const response = await writers[i % STUDENTS].post('/api/student/xp', { xpGain: 1 + (i % 20), source: 'video_completed' });
          statuses.push(response.status);
        }
      }),
    );

    await sleep(BEFORE_KILL_MS);
    const beforeKill = statuses.length;
    await cluster!.kill(victim);
    await sleep(DOWN_MS);
    writing = false;
    await stream;
    const whileDown = statuses.length - beforeKill;
    await cluster!.restart(victim);
    await cluster!.waitUntilOk();
    // The master came back without its data: the XP board and its note of being built are gone.
    expect(await redis.exists(keys.builtAt('global'))).toBe(0);

    // Every write was taken while the master was away: the database is the truth, Redis a copy.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(beforeKill).toBeGreaterThan(0);
    expect(whileDown).toBeGreaterThan(0);

    const back = Date.now();
    let left = await disagreements(onClusterReader, onDatabaseReader);
    while (left.length > 0 && Date.now() - back < BACK_WITHIN_MS) {
      await sleep(250);
      left = await disagreements(onClusterReader, onDatabaseReader);
    }
    expect(left).toEqual([]);
    // And what the failed refreshes left in the outbox is applied too, with no write of theirs to bring it.
    const waiting = () => onCluster.dataSource.query(`SELECT user_id FROM board_outbox WHERE user_id = ANY($1::int[])`, [students.map((s) => s.id)]);
    while ((await waiting()).length > 0 && Date.now() - back < BACK_WITHIN_MS) await sleep(250);
    expect(await waiting()).toEqual([]);
    console.info(`${statuses.length} XP writes (${whileDown} while the master was down); the boards equalled the database's ${((Date.now() - back) / 1000).toFixed(1)} s after it was back`);
  });
});

if (!cluster) {
  describe.skip('boards on a Redis Cluster (npm run test:redis-cluster starts one and sets TEST_REDIS_CLUSTER_NODES)', () => it('needs a Redis Cluster', () => undefined));
}
