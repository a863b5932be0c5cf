import { randomUUID } from 'node:crypto';
import type { RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import type { BoardRedis } from '../../infrastructure/leaderboard/redis/redis-board-scripts';
import { BoardTreeLoad } from '../../infrastructure/leaderboard/redis/redis-board-tree-writer';

/** A board as a test models it: member to sort key. */
export type BoardModel = Map<string, number>;

/** Members in board order (ascending key, then member), with their keys. */
export function boardOrder(model: BoardModel): Array<[string, number]> {
  return [...model].sort(([a, keyA], [b, keyB]) => keyA - keyB || (a < b ? -1 : a > b ? 1 : 0));
}

/** Builds the board from the model as a build from the database does, and swaps it in: answers its tree. */
export async function buildBoard(redis: BoardRedis, keys: RedisBoardKeys, id: string, model: BoardModel, ttlMs = 0): Promise<string> {
  const tree = keys.tree(id, randomUUID().slice(0, 8));
  const load = new BoardTreeLoad(redis, tree, ttlMs);
  await load.start();
  const entries = boardOrder(model).map(([member, key]) => ({ userId: Number(member), member, key }));
  for (let i = 0; i < entries.length; i += 10_000) await load.add(entries.slice(i, i + 10_000));
  await load.finish();
  await redis.swapBoard(keys.board(id), keys.builtAt(id), keys.updatedAt(id), keys.unusedTrees(id), tree, Date.now(), Math.ceil(ttlMs / 1000));
  return tree;
}

/** A deterministic random source, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
