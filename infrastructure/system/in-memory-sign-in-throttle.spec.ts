import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { TestClock } from '../../test/support/test-clock';
import { InMemorySignInThrottle } from './in-memory-sign-in-throttle';

describe('InMemorySignInThrottle', () => {
  const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
  const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 40 } };
  const keys = (identifier: string, address = '10.0.0.1') => ({ identifier, address });
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(TooManyAttemptsError);

  it('counts an attempt as soon as it starts, so a burst from one address passes only the pair limit', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => throttle.attempt(keys('sam'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof TooManyAttemptsError)).toBe(true);
  });

  it('stops the guesser without locking the owner out from another address', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt(keys('zoe', '203.0.113.7'));
    await refused(throttle.attempt(keys('zoe', '203.0.113.7')));
    clock.advance(1); // the account's delay after 5 failures
    await expect(throttle.attempt(keys('zoe', '198.51.100.2'))).resolves.toBeUndefined();
    await throttle.succeeded(keys('zoe', '198.51.100.2'));
    await refused(throttle.attempt(keys('zoe', '203.0.113.7'))); // the guesser's address stays stopped
  });

  it('slows an account attacked from many addresses with a growing delay, never a lock', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    let address = 0;
    const from = () => keys('max', `192.0.2.${address++}`);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt(from());
    for (const delay of [1, 2, 4, 8, 16, 30, 30]) {
      await expect(throttle.attempt(from())).rejects.toMatchObject({ retryAfterSeconds: delay });
      clock.advance(delay);
      await expect(throttle.attempt(from())).resolves.toBeUndefined();
    }
    clock.advance(15 * 60);
  });

  it('stops password spraying: one address across many identifiers', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress; attempt++) await throttle.attempt(keys(`user${attempt}`, '10.9.9.9'));
    await expect(throttle.attempt(keys('another', '10.9.9.9'))).rejects.toMatchObject({ retryAfterSeconds: 900 });
    await expect(throttle.attempt(keys('another', '10.9.9.10'))).resolves.toBeUndefined();
    clock.advance(900);
    await expect(throttle.attempt(keys('another', '10.9.9.9'))).resolves.toBeUndefined();
  });

  it("a success forgets the identifier's failures and refunds its own attempt on the address", async () => {
    const throttle = new InMemorySignInThrottle(clock, { ...limits, signIn: { ...SIGN_IN_LIMITS, perAddress: 3 } });
    await throttle.attempt(keys('sam'));
    await throttle.attempt(keys('sam'));
    await throttle.succeeded(keys('sam'));
    await throttle.attempt(keys('kim')); // the address now holds sam's failure and kim's attempt
    await throttle.attempt(keys('lee'));
    await refused(throttle.attempt(keys('max')));
    clock.advance(900);
  });

  it('lets a class of 40 register from one school address within an hour, and not a 41st', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    for (let registration = 0; registration < 40; registration++) await throttle.attemptRegistration('10.1.1.1');
    await expect(throttle.attemptRegistration('10.1.1.1')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 3600 });
    await expect(throttle.attemptRegistration('10.1.1.2')).resolves.toBeUndefined();
    clock.advance(3600);
    await expect(throttle.attemptRegistration('10.1.1.1')).resolves.toBeUndefined();
  });

  it('tracks at most maxTrackedKeys keys, dropping the longest tracked first', async () => {
    const throttle = new InMemorySignInThrottle(clock, { ...limits, signIn: { ...SIGN_IN_LIMITS, perIdentifierAndAddress: 1 }, maxTrackedKeys: 6 });
    await throttle.attempt(keys('first', '10.0.3.1'));
    await refused(throttle.attempt(keys('first', '10.0.3.1')));
    await throttle.attempt(keys('second', '10.0.3.3'));
    await throttle.attempt(keys('third', '10.0.3.4')); // nine keys asked for: the three oldest (first's) go
    await expect(throttle.attempt(keys('first', '10.0.3.1'))).resolves.toBeUndefined();
    await refused(throttle.attempt(keys('third', '10.0.3.4')));
  });
});
