import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import { TestClock } from '../../test/support/test-clock';
import { InMemorySignInThrottle } from './in-memory-sign-in-throttle';

describe('InMemorySignInThrottle', () => {
  const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
  const limits = { windowSeconds: 900, perIdentifier: 5, perAddress: 20 };
  const keys = (identifier: string, address = '10.0.0.1') => ({ identifier, address });

  it('counts an attempt as soon as it starts, so a burst cannot pass the limit before the first answer', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => throttle.attempt(keys('sam'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof TooManyAttemptsError)).toBe(true);
  });

  it('a success forgets the identifier\'s failures and refunds its own attempt on the address', async () => {
    const throttle = new InMemorySignInThrottle(clock, { ...limits, perAddress: 3 });
    await throttle.attempt(keys('sam'));
    await throttle.attempt(keys('sam'));
    await throttle.succeeded(keys('sam'));
    await throttle.attempt(keys('kim')); // the address now holds sam's failure and kim's attempt
    await throttle.attempt(keys('lee'));
    await expect(throttle.attempt(keys('max'))).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('lets a key try again once its oldest counted failure leaves the window', async () => {
    const throttle = new InMemorySignInThrottle(clock, limits);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt(keys('ana', `10.0.1.${attempt}`));
    await expect(throttle.attempt(keys('ana', '10.0.2.1'))).rejects.toMatchObject({ retryAfterSeconds: 900 });
    clock.advance(900);
    await expect(throttle.attempt(keys('ana', '10.0.2.1'))).resolves.toBeUndefined();
  });

  it('tracks at most maxTrackedKeys identifiers and addresses, dropping the longest tracked first', async () => {
    const throttle = new InMemorySignInThrottle(clock, { ...limits, perIdentifier: 1, maxTrackedKeys: 4 });
    await throttle.attempt(keys('first', '10.0.3.1'));
    await expect(throttle.attempt(keys('first', '10.0.3.2'))).rejects.toBeInstanceOf(TooManyAttemptsError);
    await throttle.attempt(keys('second', '10.0.3.3'));
    await throttle.attempt(keys('third', '10.0.3.4')); // six keys asked for: the two oldest go
    await expect(throttle.attempt(keys('first', '10.0.3.5'))).resolves.toBeUndefined();
    await expect(throttle.attempt(keys('third', '10.0.3.6'))).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});
