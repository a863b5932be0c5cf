import { TooManyAttemptsError } from '../../application/accounts/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { PasswordAdmission, PasswordAttemptKeys, SignInThrottle } from '../../application/ports/session-tokens.port';
import { admitPasswordAttempt, type PasswordAttempt, windowWaitMs } from '../../domain/accounts/sign-in-limits';

type Admission = ReturnType<typeof admitPasswordAttempt>;
import { type AttemptTimesStore, keysOf, passwordAttemptKeys, type ThrottleLimits, type TimesChange, type TimesKey } from './sign-in-keys';

/**
 * The sign-in and registration limits over any store of times: the keys of an attempt are read and
 * held, the domain's rule decides, and what it admitted is counted, in one step of the store. The
 * same rule therefore holds in memory, in PostgreSQL and in Redis, across every process on them.
 */
export class CountedSignInThrottle implements SignInThrottle {
  constructor(
    private readonly store: AttemptTimesStore,
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
  ) {}

  async attempt(keys: PasswordAttemptKeys): Promise<PasswordAdmission> {
    const { signIn } = this.limits;
    const now = this.clock.now().getTime();
    const { list, counted, countedByDevice = [], attempt, gate } = this.plan(keys);
    const verdict = await this.store.change<Admission>(list, now, (times) => {
      const answer = admitPasswordAttempt(attempt(times), signIn, now);
      if (!answer.admitted) return { answer, changes: [] };
      const changes: TimesChange[] = (answer.byDevice ? countedByDevice : counted).map(({ key }) => ({ key, change: 'add' }));
      if (answer.takesGate && gate) changes.push({ key: gate.key, change: 'replace' });
      return { answer, changes };
    });
    if (!verdict.admitted) throw new TooManyAttemptsError(Math.ceil(verdict.waitMs / 1000), 'sign-in attempts', verdict.busyAddress);
    return { lastForBrowser: verdict.lastForBrowser, byDevice: verdict.byDevice };
  }

  async succeeded(keys: PasswordAttemptKeys, admission?: PasswordAdmission): Promise<void> {
    const named = passwordAttemptKeys(keys, this.limits.signIn);
    const changes: TimesChange[] = [{ key: named.account.key, change: 'clear' }];
    if (named.kind === 'sign-in') {
      // The success refunds its own attempt on the address (the latest one), if it counted there, and makes the account known there.
      changes.push({ key: named.pair.key, change: 'clear' }, { key: named.known.key, change: 'replace' });
      if (!admission?.byDevice) changes.push({ key: named.address.key, change: 'drop-latest' });
    }
    if (named.kind === 'signed-in-browser') changes.push({ key: named.browser.key, change: 'clear' });
    if (named.kind !== 'account' && named.device) changes.push({ key: named.device.key, change: 'clear' });
    await this.store.change(keysOf(named), this.clock.now().getTime(), () => ({ answer: undefined, changes }));
  }

  /** The keys an attempt reads, those it counts on when admitted, and what the rule is told of their times. */
  private plan(keys: PasswordAttemptKeys): {
    list: TimesKey[];
    counted: TimesKey[];
    countedByDevice?: TimesKey[];
    gate?: TimesKey;
    attempt: (times: number[][]) => PasswordAttempt;
  } {
    const named = passwordAttemptKeys(keys, this.limits.signIn);
    const list = keysOf(named);
    switch (named.kind) {
      case 'sign-in': {
        const { device } = named;
        return {
          list,
          counted: [named.pair, named.address, named.account],
          countedByDevice: device ? [device, named.account] : [],
          gate: named.gate,
          attempt: ([pair, address, account, known, gate, ...rest]) => {
            const knownVouchers = device ? rest.slice(1) : rest;
            return {
              kind: 'sign-in',
              pair,
              address,
              account,
              gateAt: gate.length > 0 ? gate[gate.length - 1] : null,
              vouched: known.length > 0 || knownVouchers.some((times) => times.length > 0),
              device: device ? rest[0] : null,
            };
          },
        };
      }
      case 'signed-in-browser':
        return { list, counted: list, attempt: ([browser, account]) => ({ kind: 'signed-in-browser', browser, account }) };
      case 'account':
        return { list, counted: list, attempt: ([account]) => ({ kind: 'account', account }) };
    }
  }

  async attemptRegistration(address: string): Promise<void> {
    const { registration } = this.limits;
    const key = { key: `reg:${address}`, windowMs: registration.windowSeconds * 1000 };
    const now = this.clock.now().getTime();
    const waitMs = await this.store.change([key], now, ([recent]) => {
      const wait = windowWaitMs(recent, registration.perAddress, key.windowMs, now);
      return { answer: wait, changes: wait > 0 ? [] : [{ key: key.key, change: 'add' as const }] };
    });
    if (waitMs > 0) throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'accounts registered from this address');
  }
}
