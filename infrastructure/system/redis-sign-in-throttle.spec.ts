import type Redis from 'ioredis';
import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { TestClock } from '../../test/support/test-clock';
import { InMemorySignInThrottle } from './in-memory-sign-in-throttle';
import { RedisSignInThrottle } from './redis-sign-in-throttle';

/** A Redis that has gone away: every command fails. */
function unreachableRedis(): Redis {
  const fail = () => Promise.reject(new Error('Connection is closed.'));
  return { defineCommand: () => undefined, signInAttempt: fail, signInSucceeded: fail, takeFromWindow: fail } as unknown as Redis;
}

describe('RedisSignInThrottle when Redis does not answer', () => {
  it("falls back to this instance's own throttle: sign-in is neither refused for the outage nor left unguarded", async () => {
    const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 2 } };
    const errors: unknown[] = [];
    const throttle = new RedisSignInThrottle(unreachableRedis(), 'ql:signin:test', clock, limits, new InMemorySignInThrottle(clock, limits), (error) => errors.push(error));
    const keys = { identifier: 'sam', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt(keys);
    await expect(throttle.attempt(keys)).rejects.toBeInstanceOf(TooManyAttemptsError);
    await throttle.succeeded(keys);
    await expect(throttle.attempt(keys)).resolves.toBeUndefined();
    await throttle.attemptRegistration('10.0.0.9');
    await throttle.attemptRegistration('10.0.0.9');
    await expect(throttle.attemptRegistration('10.0.0.9')).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(errors.length).toBeGreaterThanOrEqual(10);
  });
});
