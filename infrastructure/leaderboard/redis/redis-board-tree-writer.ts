import type { RedisConnection } from '../../system/redis-connection';
import { BOARD_TREE, boundOf, bucketOf, COUNT_WIDTH, idOfBound, treeKeys } from './redis-board-tree';

export type TreeEntry = { userId: number; member: string; key: number };

const UNLINK_CHUNK = 1_000;
/** Students' keys gathered before they are written (about 50 MB of the process's memory). */
const KEYS_HELD = 2_000_000;
const BUCKETS_A_PIPELINE = 5_000;

/**
 * Writes a new tree from entries given in board order (ascending key, then member), leaf by leaf,
 * each leaf and group filled to BOARD_TREE's fill so the refreshes after it rarely split one. Each
 * leaf and group is listed before its entries are written, so a tree left half written (a build that
 * stopped or died) can still be found whole and deleted. With a time to live, every part gets it as
 * it is written.
 */
export class BoardTreeLoad {
  private readonly parts: ReturnType<typeof treeKeys>;
  private lastId = 0;
  private total = 0;
  private highestBucket = -1;
  private group: { id: number; leafCounts: number[]; entries: number } | null = null;
  private readonly groupCounts: number[] = [];
  private leaf: TreeEntry[] = [];
  private previous: TreeEntry | null = null;
  /** Students' keys not written yet, by bucket: user id, key, user id, key... */
  private readonly keysToWrite = new Map<number, number[]>();
  private keysWaiting = 0;

  constructor(
    private readonly redis: RedisConnection,
    base: string,
    private readonly ttlMs: number,
  ) {
    this.parts = treeKeys(base);
  }

  async start(): Promise<void> {
    const pipeline = this.redis.pipeline();
    pipeline.hset(this.parts.meta, 'n', 0, 'next', 0, 'maxb', -1);
    this.expire(pipeline, this.parts.meta);
    await run(pipeline);
  }

  /** Adds the next entries of the board, which follow every entry added so far. */
  async add(entries: readonly TreeEntry[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const entry of entries) {
      if (this.previous && !(this.previous.key < entry.key || (this.previous.key === entry.key && this.previous.member < entry.member))) {
        throw new Error(`A board's rows came out of order: ${this.previous.member} (${this.previous.key}) before ${entry.member} (${entry.key})`);
      }
      this.previous = entry;
      this.leaf.push(entry);
      if (this.leaf.length === BOARD_TREE.leafFill) this.writeLeaf(pipeline);
      const bucket = bucketOf(entry.userId);
      const fields = this.keysToWrite.get(bucket);
      if (fields) fields.push(entry.userId, entry.key);
      else this.keysToWrite.set(bucket, [entry.userId, entry.key]);
    }
    this.keysWaiting += entries.length;
    await run(pipeline);
    if (this.keysWaiting >= KEYS_HELD) await this.writeKeys();
  }

  /**
   * Writes the students' keys gathered so far, each bucket in one command. Entries come in board
   * order, which scatters them over the buckets: gathered first, a bucket takes many at once.
   */
  private async writeKeys(): Promise<void> {
    const buckets = [...this.keysToWrite];
    this.keysToWrite.clear();
    this.keysWaiting = 0;
    const highest = buckets.reduce((most, [bucket]) => Math.max(most, bucket), this.highestBucket);
    if (highest > this.highestBucket) {
      // Before the buckets: a tree left half written is deleted up to it.
      this.highestBucket = highest;
      await this.redis.hset(this.parts.meta, 'maxb', highest);
    }
    for (let i = 0; i < buckets.length; i += BUCKETS_A_PIPELINE) {
      const pipeline = this.redis.pipeline();
      for (const [bucket, fields] of buckets.slice(i, i + BUCKETS_A_PIPELINE)) {
        pipeline.hset(this.parts.members(bucket), ...fields);
        this.expire(pipeline, this.parts.members(bucket));
      }
      await run(pipeline);
    }
  }

  /** Writes what is left and the tree's totals: the tree is complete. */
  async finish(): Promise<void> {
    await this.writeKeys();
    const pipeline = this.redis.pipeline();
    if (this.leaf.length > 0) this.writeLeaf(pipeline);
    this.closeGroup(pipeline);
    if (this.groupCounts.length > 0) {
      pipeline.set(this.parts.groupCounts, countsOf(this.groupCounts, COUNT_WIDTH.group));
      this.expire(pipeline, this.parts.groupCounts);
    }
    pipeline.hset(this.parts.meta, 'n', this.total, 'next', this.lastId);
    await run(pipeline);
  }

  private writeLeaf(pipeline: ReturnType<RedisConnection['pipeline']>): void {
    const [first] = this.leaf;
    if (!this.group || this.group.leafCounts.length === BOARD_TREE.groupFill) {
      this.closeGroup(pipeline);
      this.group = { id: ++this.lastId, leafCounts: [], entries: 0 };
      pipeline.zadd(this.parts.groups, first.key, boundOf(first.member, this.group.id));
      this.expire(pipeline, this.parts.groups);
    }
    const leafId = ++this.lastId;
    pipeline.zadd(this.parts.group(this.group.id), first.key, boundOf(first.member, leafId));
    pipeline.zadd(this.parts.leaf(leafId), ...this.leaf.flatMap((entry) => [entry.key, entry.member]));
    for (const key of [this.parts.group(this.group.id), this.parts.leaf(leafId)]) this.expire(pipeline, key);
    this.group.leafCounts.push(this.leaf.length);
    this.group.entries += this.leaf.length;
    this.total += this.leaf.length;
    this.leaf = [];
  }

  private closeGroup(pipeline: ReturnType<RedisConnection['pipeline']>): void {
    if (!this.group) return;
    pipeline.set(this.parts.leafCounts(this.group.id), countsOf(this.group.leafCounts, COUNT_WIDTH.leaf));
    this.expire(pipeline, this.parts.leafCounts(this.group.id));
    this.groupCounts.push(this.group.entries);
    this.group = null;
  }

  private expire(pipeline: ReturnType<RedisConnection['pipeline']>, key: string): void {
    if (this.ttlMs > 0) pipeline.pexpire(key, this.ttlMs);
  }
}

/** Deletes a tree, whole or half written, from what lists its parts. */
export async function deleteTree(redis: RedisConnection, base: string): Promise<void> {
  const parts = treeKeys(base);
  const groups = (await redis.zrange(parts.groups, 0, -1)).map(idOfBound);
  for (const group of groups) {
    const leaves = (await redis.zrange(parts.group(group), 0, -1)).map(idOfBound);
    for (let i = 0; i < leaves.length; i += UNLINK_CHUNK) await redis.unlink(...leaves.slice(i, i + UNLINK_CHUNK).map((leaf) => parts.leaf(leaf)));
    await redis.unlink(parts.group(group), parts.leafCounts(group));
  }
  const highestBucket = Number((await redis.hget(parts.meta, 'maxb')) ?? -1);
  for (let bucket = 0; bucket <= highestBucket; bucket += UNLINK_CHUNK) {
    const keys = Array.from({ length: Math.min(UNLINK_CHUNK, highestBucket - bucket + 1) }, (_, i) => parts.members(bucket + i));
    await redis.unlink(...keys);
  }
  await redis.unlink(parts.groups, parts.groupCounts, parts.meta);
}

/** Counts as the tree's Lua reads them: fixed-width big-endian numbers, one after another. */
function countsOf(counts: number[], width: number): Buffer {
  const bytes = Buffer.alloc(counts.length * width);
  counts.forEach((count, place) => bytes.writeUIntBE(count, place * width, width));
  return bytes;
}

async function run(pipeline: ReturnType<RedisConnection['pipeline']>): Promise<void> {
  for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
}
