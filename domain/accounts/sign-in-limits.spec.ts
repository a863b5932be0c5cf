import { accountDelayMs, SIGN_IN_LIMITS } from './sign-in-limits';

describe('accountDelayMs', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [9, 16_000],
    [10, 30_000],
    [1_000, 30_000],
  ])('after %i recent failures the next attempt waits %i ms', (failures, delay) => {
    expect(accountDelayMs(failures, SIGN_IN_LIMITS)).toBe(delay);
  });

  it('never grows past the cap, so an account is slowed and never locked', () => {
    for (let failures = 0; failures < 200; failures++) expect(accountDelayMs(failures, SIGN_IN_LIMITS)).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountMaxDelaySeconds * 1000);
  });
});
