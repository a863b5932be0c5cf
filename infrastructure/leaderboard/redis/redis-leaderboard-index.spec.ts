import { TestClock } from '../../../test/support/test-clock';
import type { SqlDatabase } from '../../persistence/sql-database';
import { RedisAbsence } from '../../system/redis-absence';
import type { RedisBoardBuilder } from './redis-board-builder';
import { RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis } from './redis-board-scripts';
import { RedisLeaderboardIndex } from './redis-leaderboard-index';

/**
 * An index over a database that counts its transactions (each finds its students' scores gone) and
 * a Redis that answers, times out, or keeps silent until told, as the test says.
 */
function indexOverSilentRedis() {
  const seen = { transactions: 0, redis: [] as string[], errors: 0 };
  let answers = false;
  let silence: Promise<void> | null = null;
  let endSilence = () => {};
  const reply = async <T>(name: string, answer: T) => {
    seen.redis.push(name);
    if (silence) await silence;
    if (!answers) throw new Error('Command timed out');
    return answer;
  };
  const redis = {
    ping: () => reply('ping', 'PONG'),
    exists: async () => 0,
    noteRefreshed: () => reply('noteRefreshed', 1),
    refreshBoard: () => reply('refreshBoard', 1),
  } as unknown as BoardRedis;
  const sql = { send: () => undefined, rows: async () => [] };
  const database = {
    transaction: async (work: (held: typeof sql) => Promise<unknown>) => {
      seen.transactions++;
      return work(sql);
    },
    reads: sql,
  } as unknown as SqlDatabase;
  const builder = { invalidate: () => undefined } as unknown as RedisBoardBuilder;
  const absence = new RedisAbsence();
  const index = new RedisLeaderboardIndex(database, redis, new RedisBoardKeys('ql:lb:test'), builder, new TestClock('2026-03-05T12:00:00Z'), () => seen.errors++, absence);
  const keepSilent = () => {
    silence = new Promise((resolve) => (endSilence = resolve));
  };
  return { index, seen, absence, answerAgain: () => (answers = true), keepSilent, speak: () => endSilence() };
}

/** Whether the promise settled within a few turns of the event loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.finally(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('RedisLeaderboardIndex while Redis does not answer', () => {
  it('holds no transaction for Redis after a batch failed, until Redis answers a ping again', async () => {
    const { index, seen, answerAgain } = indexOverSilentRedis();
    try {
      await index.refresh([1]);
      expect(seen).toEqual({ transactions: 1, redis: ['noteRefreshed'], errors: 1 });
      await index.refresh([2]);
      expect(seen).toEqual({ transactions: 1, redis: ['noteRefreshed', 'ping'], errors: 2 });
      answerAgain();
      await index.refresh([3]);
      expect(seen.transactions).toBe(2);
      expect(seen.redis.slice(2, 4)).toEqual(['ping', 'noteRefreshed']);
      expect(seen.errors).toBe(2);
    } finally {
      index.stop();
    }
  });

  it('lets a reader go on at once while Redis is away, and a closing process wait for the batches', async () => {
    const { index, seen, absence, keepSilent, speak } = indexOverSilentRedis();
    try {
      await index.refresh([1]);
      expect(absence.away).toBe(true);
      keepSilent();
      const batch = index.refresh([2]);
      expect(await settlesSoon(index.caughtUp(2, true))).toBe(true);
      const closing = index.caughtUp();
      expect(await settlesSoon(closing)).toBe(false);
      speak();
      await Promise.all([batch, closing]);
      expect(seen.redis).toEqual(['noteRefreshed', 'ping']);
    } finally {
      index.stop();
    }
  });
});
