import Redis from 'ioredis';
import { scanAll } from '../../infrastructure/system/redis-scan';

/** What the schema's boards hold in Redis: every key under its prefix, their entries and bytes (MEMORY USAGE). */
export async function boardMemory(redisUrl: string, prefix: string): Promise<{ keys: number; entries: number; bytes: number }> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await scanAll(redis, `${prefix}:*`);
    let entries = 0;
    let bytes = 0;
    for (const key of keys) {
      const [type, usage] = await Promise.all([redis.type(key), redis.memory('USAGE', key)]);
      bytes += Number(usage ?? 0);
      if (type === 'zset') entries += await redis.zcard(key);
    }
    return { keys: keys.length, entries, bytes };
  } finally {
    await redis.quit();
  }
}

/** The boards' memory beside docs/scaling.md's figures: 102 bytes an entry, at most 600 bytes a student. */
export function describeBoardMemory(memory: { keys: number; entries: number; bytes: number }, students: number): string {
  const perStudent = memory.bytes / students;
  return (
    `Redis held ${(memory.bytes / 1e9).toFixed(2)} GB for the boards (${memory.keys} keys, ${memory.entries.toLocaleString('en')} entries, ` +
    `${(memory.entries / students).toFixed(1)} a student): ${perStudent.toFixed(0)} bytes a student (target at most 600), ` +
    `${(memory.bytes / Math.max(1, memory.entries)).toFixed(0)} bytes an entry (docs/scaling.md: 102)`
  );
}
