import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { TooManyAttemptsError } from '../../application/accounts/auth/auth.errors';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { deleteKeys, redisAnswers, TEST_REDIS_URL } from '../../test/support/redis';
import { TestClock } from '../../test/support/test-clock';
import { MemoryAttemptTimes } from './memory-attempt-times';
import { RedisSignInThrottle } from './redis-sign-in-throttle';
import type { AttemptTimesStore } from './sign-in-keys';

/** A Redis that has gone away: every command fails. */
function unreachableRedis(): Redis {
  const fail = () => Promise.reject(new Error('Connection is closed.'));
  return { defineCommand: () => undefined, readTimes: fail, writeTimesIfUnchanged: fail } as unknown as Redis;
}

/** The database's count in miniature: the times kept in memory, and how many changes it was asked. */
class StandIn implements AttemptTimesStore {
  readonly kept = new MemoryAttemptTimes();
  changes = 0;

  change: AttemptTimesStore['change'] = (keys, now, decide) => {
    this.changes++;
    return this.kept.change(keys, now, decide);
  };
}

describe('RedisSignInThrottle when Redis does not answer', () => {
  it("hands every count to the stand-in (the database's): sign-in is neither refused for the outage nor left unguarded", async () => {
    const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 1 } };
    const errors: unknown[] = [];
    const standIn = new StandIn();
    const throttle = new RedisSignInThrottle(unreachableRedis(), 'ql:signin:test', clock, limits, standIn, (error) => errors.push(error));
    const keys = { kind: 'sign-in' as const, account: 'sam', address: '10.0.0.1', device: null };
    await expect(throttle.attempt(keys)).resolves.toEqual({ lastForBrowser: false, byDevice: false });
    await throttle.succeeded(keys);
    await throttle.attemptRegistration('10.0.0.9');
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt(keys);
    await expect(throttle.attempt(keys)).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(throttle.attemptRegistration('10.0.0.9')).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(standIn.changes).toBe(10);
    // Redis was asked once: for a few seconds after it failed, the stand-in answers at once.
    expect(errors).toHaveLength(1);
  });

  it('asks Redis again 5 seconds after it failed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    try {
      const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
      const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 100 } };
      const errors: unknown[] = [];
      const throttle = new RedisSignInThrottle(unreachableRedis(), 'ql:signin:test', clock, limits, new StandIn(), (error) => errors.push(error));
      await throttle.attemptRegistration('10.0.0.9');
      jest.setSystemTime(new Date('2026-11-22T10:00:04.999Z'));
      await throttle.attemptRegistration('10.0.0.9');
      expect(errors).toHaveLength(1);
      jest.setSystemTime(new Date('2026-11-22T10:00:05.001Z'));
      await throttle.attemptRegistration('10.0.0.9');
      expect(errors).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

const withRedis = redisAnswers();

(withRedis ? describe : describe.skip)('RedisSignInThrottle on a Redis that answers', () => {
  const prefix = `ql:signin:spec-${randomUUID()}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await deleteKeys(redis, `${prefix}:*`);
    await redis.quit();
  });

  it('decides 40 registrations sent at once from one address each at its first try, and refuses the 41st', async () => {
    const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 40 } };
    const throttle = new RedisSignInThrottle(redis, prefix, clock, limits, new StandIn(), (error) => {
      throw error;
    });
    const counted = redis as unknown as { writeTimesIfUnchanged: (...args: unknown[]) => Promise<number> };
    const write = counted.writeTimesIfUnchanged.bind(redis);
    const written: number[] = [];
    counted.writeTimesIfUnchanged = async (...args) => {
      const answer = await write(...args);
      written.push(answer);
      return answer;
    };
    const answers = await Promise.allSettled(Array.from({ length: 40 }, () => throttle.attemptRegistration('198.51.100.7')));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(40);
    // Each was written once, none had to read again: no registration can be kept waiting by the others.
    expect(written).toEqual(Array.from({ length: 40 }, () => 1));
    await expect(throttle.attemptRegistration('198.51.100.7')).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});
