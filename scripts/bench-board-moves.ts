import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { boardSortKey } from '../domain/leaderboard/sort-key';
import { memberOf, RedisBoardKeys } from '../infrastructure/leaderboard/redis/redis-board-keys';
import { withBoardScripts, type BoardRedis } from '../infrastructure/leaderboard/redis/redis-board-scripts';
import { BoardTreeLoad } from '../infrastructure/leaderboard/redis/redis-board-tree-writer';
import { seededRandom } from '../infrastructure/persistence/seed/demo-school';
import { positive } from './bench/command-line';
import { unlinkMatching } from './bench/redis-namespace';

/**
 * `node dist/scripts/bench-board-moves.js [--students N] [--rounds R]`: what Redis spends on a
 * student's move on a board kept as a tree, apart from the rest of a command. Each round builds an
 * all-time XP board of N students (scores spread as a long tail) and applies 300 refreshes of 40
 * students who each gain 20 to 99 XP, as commands under load do; it prints Redis's own time for the
 * refresh scripts (INFO commandstats) a move, and the wall time. REDIS_URL names the Redis.
 */
const BATCHES = 300;
const BATCH = 40;
const DAY = '2026-12-01';

async function scriptMicroseconds(redis: Redis): Promise<number> {
  return Number(/cmdstat_evalsha:calls=\d+,usec=(\d+)/.exec(await redis.info('commandstats'))?.[1] ?? 0);
}

async function buildBoard(redis: BoardRedis, keys: RedisBoardKeys, scores: Map<number, number>, reachedAt: number): Promise<void> {
  const tree = keys.tree('global', randomUUID().slice(0, 8));
  const load = new BoardTreeLoad(redis, tree, 0);
  await load.start();
  const entries = [...scores]
    .map(([userId, score]) => ({ userId, member: memberOf(userId), key: boardSortKey(score, new Date(reachedAt + userId * 1000)) }))
    .sort((a, b) => a.key - b.key || (a.member < b.member ? -1 : 1));
  for (let i = 0; i < entries.length; i += 10_000) await load.add(entries.slice(i, i + 10_000));
  await load.finish();
  await redis.swapBoard(keys.board('global'), keys.builtAt('global'), keys.updatedAt('global'), keys.unusedTrees('global'), tree, Date.now(), 0);
}

async function main(): Promise<void> {
  const students = positive(process.argv, 'students', 100_000);
  const rounds = positive(process.argv, 'rounds', 3);
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const redis = withBoardScripts(connection);
  const start = Date.parse(`${DAY}T00:00:00Z`) - 30 * 86_400_000;
  try {
    console.log(`Board moves: ${students.toLocaleString('en')} students, ${BATCHES} refreshes of ${BATCH} students a round`);
    for (let round = 1; round <= rounds; round++) {
      const random = seededRandom(round);
      const scores = new Map<number, number>();
      for (let userId = 1; userId <= students; userId++) scores.set(userId, Math.floor(-Math.log(1 - random()) * 3_000));
      const prefix = `ql:bench-moves:${randomUUID()}`;
      const keys = new RedisBoardKeys(prefix);
      await buildBoard(redis, keys, scores, start);
      let reached = Date.parse(`${DAY}T08:00:00Z`);
      const before = await scriptMicroseconds(connection);
      const started = process.hrtime.bigint();
      let moved = 0;
      for (let batch = 0; batch < BATCHES; batch++) {
        const moves = new Map<number, number>();
        for (let i = 0; i < BATCH; i++) {
          const userId = 1 + Math.floor(random() * students);
          scores.set(userId, scores.get(userId)! + 20 + Math.floor(random() * 80));
          moves.set(userId, boardSortKey(scores.get(userId)!, new Date((reached += 1000))));
        }
        moved += moves.size;
        const entries = [...moves].flatMap(([userId, key]) => [key, memberOf(userId)]);
        await redis.refreshBoard(keys.board('global'), keys.updatedAt('global'), keys.movedFrom(DAY, 'global'), keys.movedTo(DAY, 'global'), Date.now(), 'LT', '1', 60, 0, ...entries);
      }
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`  round ${round}: Redis ${(((await scriptMicroseconds(connection)) - before) / moved).toFixed(1)} µs a move, ${((wallMs * 1000) / moved).toFixed(1)} µs a move in all`);
      await unlinkMatching(connection, `${prefix}:*`);
    }
  } finally {
    await redis.quit();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
