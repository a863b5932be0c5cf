import { accountDelayMs, admitPasswordAttempt, SIGN_IN_LIMITS } from './sign-in-limits';

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

describe('admitPasswordAttempt', () => {
  const now = 10_000_000;
  const times = (count: number, at = now - 60_000) => Array.from({ length: count }, (_, index) => at + index);
  const signIn = (overrides: Partial<{ pair: number[]; address: number[]; account: number[]; gateAt: number | null; vouched: boolean; device: number[] | null }> = {}) => ({
    kind: 'sign-in' as const,
    pair: [],
    address: [],
    account: [],
    gateAt: null,
    vouched: false,
    device: null,
    ...overrides,
  });

  it.each([
    ['a quiet address', signIn(), { admitted: true, takesGate: false }],
    ['29 failures at the address', signIn({ address: times(29) }), { admitted: true, takesGate: false }],
    ['a busy address, its gap free', signIn({ address: times(30) }), { admitted: true, takesGate: true }],
    ['a busy address, its gap taken 500 ms ago', signIn({ address: times(30), gateAt: now - 500 }), { admitted: false, waitMs: 1500, busyAddress: true }],
    ['a busy address, its gap taken 2 s ago', signIn({ address: times(30), gateAt: now - 2000 }), { admitted: true, takesGate: true }],
    ['a busy address, an account known there', signIn({ address: times(300), gateAt: now - 1, vouched: true }), { admitted: true, takesGate: false }],
    ['5 failures of the pair', signIn({ pair: times(5), vouched: true }), { admitted: false, busyAddress: false }],
    ['5 failures of the account, the latest just now', signIn({ account: times(5, now - 4), vouched: true }), { admitted: false, busyAddress: false }],
    [
      "a browser whose device cookie names the account, at a busy address, the pair stopped and the account slowed",
      signIn({ address: times(300), gateAt: now - 1, pair: times(5), account: times(40, now - 40), device: [] }),
      { admitted: true, byDevice: true, takesGate: false },
    ],
    ['that browser after 4 wrong passwords of its own', signIn({ pair: times(5), device: times(4) }), { admitted: true, byDevice: true }],
    ['that browser after 5 wrong passwords of its own: a stranger again', signIn({ pair: times(5), device: times(5) }), { admitted: false, busyAddress: false }],
    ['that browser after 5 wrong passwords of its own, the rest quiet', signIn({ device: times(5) }), { admitted: true, byDevice: false }],
  ])('%s', (_, attempt, expected) => {
    expect(admitPasswordAttempt(attempt, SIGN_IN_LIMITS, now)).toMatchObject(expected);
  });

  it('lets a signed-in browser send 5 wrong passwords, the fifth its last, and refuses a sixth', () => {
    for (let sent = 0; sent < 5; sent++) {
      expect(admitPasswordAttempt({ kind: 'signed-in-browser', browser: times(sent), account: times(sent) }, SIGN_IN_LIMITS, now)).toMatchObject({ admitted: true, lastForBrowser: sent === 4 });
    }
    expect(admitPasswordAttempt({ kind: 'signed-in-browser', browser: times(5), account: times(5) }, SIGN_IN_LIMITS, now)).toMatchObject({ admitted: false });
  });

  it('slows a password typed again by its account only', () => {
    expect(admitPasswordAttempt({ kind: 'account', account: times(4, now - 10) }, SIGN_IN_LIMITS, now)).toMatchObject({ admitted: true });
    expect(admitPasswordAttempt({ kind: 'account', account: times(5, now - 10) }, SIGN_IN_LIMITS, now)).toMatchObject({ admitted: false, waitMs: 1000 - 6 });
  });

  it('never holds an account at a busy address longer than the gap', () => {
    for (let failures = 30; failures < 1000; failures += 97) {
      for (const gateAt of [null, now, now - 1, now - 1999]) {
        const answer = admitPasswordAttempt(signIn({ address: times(failures), gateAt }), SIGN_IN_LIMITS, now);
        if (!answer.admitted) expect(answer.waitMs).toBeLessThanOrEqual(SIGN_IN_LIMITS.busyAddressGapSeconds * 1000);
      }
    }
  });
});
