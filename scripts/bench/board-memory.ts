import Redis from 'ioredis';
import { scanAll } from '../../infrastructure/system/redis-scan';

const PIPELINE = 1_000;

/**
 * What the schema's boards hold in Redis: every key under its prefix and their bytes (MEMORY USAGE),
 * and the entries: those of the trees' leaves and of the day's moves. Redis's own count of its
 * dataset is given beside, for the overheads MEMORY USAGE leaves out (expiry records).
 */
export async function boardMemory(redisUrl: string, prefix: string): Promise<{ keys: number; entries: number; bytes: number; dataset: number }> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await scanAll(redis, `${prefix}:*`);
    let entries = 0;
    let bytes = 0;
    for (let i = 0; i < keys.length; i += PIPELINE) {
      const chunk = keys.slice(i, i + PIPELINE);
      const pipeline = redis.pipeline();
      for (const key of chunk) pipeline.memory('USAGE', key);
      const counted = chunk.filter((key) => /:t:[^:]+:l:|:moved-(from|to):/.test(key));
      for (const key of counted) pipeline.zcard(key);
      const replies = ((await pipeline.exec()) ?? []).map(([error, value]) => {
        if (error) throw error;
        return Number(value ?? 0);
      });
      bytes += replies.slice(0, chunk.length).reduce((sum, value) => sum + value, 0);
      entries += replies.slice(chunk.length).reduce((sum, value) => sum + value, 0);
    }
    const dataset = Number(/used_memory_dataset:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
    return { keys: keys.length, entries, bytes, dataset };
  } finally {
    await redis.quit();
  }
}

/** The boards' memory beside docs/scaling.md's figures: about 40 bytes an entry, at most 600 bytes a student. */
export function describeBoardMemory(memory: { keys: number; entries: number; bytes: number; dataset: number }, students: number): string {
  const perStudent = memory.bytes / students;
  return (
    `Redis held ${(memory.bytes / 1e9).toFixed(2)} GB for the boards (${memory.keys} keys, ${memory.entries.toLocaleString('en')} entries, ` +
    `${(memory.entries / students).toFixed(1)} a student): ${perStudent.toFixed(0)} bytes a student (target at most 600), ` +
    `${(memory.bytes / Math.max(1, memory.entries)).toFixed(0)} bytes an entry (docs/scaling.md: 40); ` +
    `Redis counts ${(memory.dataset / 1e9).toFixed(2)} GB of data in all, ${(memory.dataset / students).toFixed(0)} bytes a student`
  );
}
