import type Redis from 'ioredis';
import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { TestClock } from '../../test/support/test-clock';
import { RedisSignInThrottle } from './redis-sign-in-throttle';

/** A Redis that has gone away: every command fails. */
function unreachableRedis(): Redis {
  const fail = () => Promise.reject(new Error('Connection is closed.'));
  return { defineCommand: () => undefined, signInAttempt: fail, signInSucceeded: fail, takeFromWindow: fail } as unknown as Redis;
}

/** The database's count in miniature: the calls it was asked, refusing what the script says. */
class StandIn implements SignInThrottle {
  readonly calls: string[] = [];
  refuse = false;

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    this.calls.push(`attempt ${keys.identifier}@${keys.address}`);
    if (this.refuse) throw new TooManyAttemptsError(60);
  }

  async succeeded(keys: { address: string; identifier: string }): Promise<void> {
    this.calls.push(`succeeded ${keys.identifier}@${keys.address}`);
  }

  async attemptRegistration(address: string): Promise<void> {
    this.calls.push(`registration ${address}`);
    if (this.refuse) throw new TooManyAttemptsError(60, 'accounts registered from this address');
  }
}

describe('RedisSignInThrottle when Redis does not answer', () => {
  it("hands every count to the stand-in (the database's): sign-in is neither refused for the outage nor left unguarded", async () => {
    const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 2 } };
    const errors: unknown[] = [];
    const standIn = new StandIn();
    const throttle = new RedisSignInThrottle(unreachableRedis(), 'ql:signin:test', clock, limits, standIn, (error) => errors.push(error));
    const keys = { identifier: 'sam', address: '10.0.0.1' };
    await expect(throttle.attempt(keys)).resolves.toBeUndefined();
    await throttle.succeeded(keys);
    await throttle.attemptRegistration('10.0.0.9');
    standIn.refuse = true;
    await expect(throttle.attempt(keys)).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(throttle.attemptRegistration('10.0.0.9')).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(standIn.calls).toEqual(['attempt sam@10.0.0.1', 'succeeded sam@10.0.0.1', 'registration 10.0.0.9', 'attempt sam@10.0.0.1', 'registration 10.0.0.9']);
    expect(errors).toHaveLength(5);
  });
});
