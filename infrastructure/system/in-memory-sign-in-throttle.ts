import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';
import { accountDelayMs, type RegistrationLimits, type SignInLimits } from '../../domain/accounts/sign-in-limits';

export interface ThrottleLimits {
  signIn: SignInLimits;
  registration: RegistrationLimits;
  /** How many keys are tracked at most; the longest tracked are dropped first. */
  maxTrackedKeys?: number;
}

const DEFAULT_MAX_TRACKED_KEYS = 100_000;

/** The keys one sign-in attempt counts on: the identifier from this address, the address, the account. */
export function signInKeys(keys: { address: string; identifier: string }) {
  return { pair: `pair:${keys.identifier}\n${keys.address}`, address: `ip:${keys.address}`, account: `id:${keys.identifier}` };
}

/** This instance's own count of recent attempts, in sliding windows (used alone without Redis). */
export class InMemorySignInThrottle implements SignInThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
  ) {}

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    const { signIn } = this.limits;
    const { pair, address, account } = signInKeys(keys);
    const windowMs = signIn.windowSeconds * 1000;
    const failures = this.recent(account, windowMs);
    const accountWait = failures.length ? failures[failures.length - 1] + accountDelayMs(failures.length, signIn) - this.now() : 0;
    const wait = Math.max(this.waitFor(pair, signIn.perIdentifierAndAddress, windowMs), this.waitFor(address, signIn.perAddress, windowMs), accountWait);
    if (wait > 0) throw new TooManyAttemptsError(Math.ceil(wait / 1000));
    for (const key of [pair, address, account]) this.count(key, windowMs);
  }

  async succeeded(keys: { address: string; identifier: string }): Promise<void> {
    const { pair, address, account } = signInKeys(keys);
    this.attempts.delete(pair);
    this.attempts.delete(account);
    const fromAddress = this.attempts.get(address);
    fromAddress?.pop();
    if (fromAddress?.length === 0) this.attempts.delete(address);
  }

  async attemptRegistration(address: string): Promise<void> {
    const { registration } = this.limits;
    const key = `reg:${address}`;
    const windowMs = registration.windowSeconds * 1000;
    const wait = this.waitFor(key, registration.perAddress, windowMs);
    if (wait > 0) throw new TooManyAttemptsError(Math.ceil(wait / 1000), 'accounts registered from this address');
    this.count(key, windowMs);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private count(key: string, windowMs: number): void {
    this.attempts.set(key, [...this.recent(key, windowMs), this.now()]);
    this.keepBounded();
  }

  /** Milliseconds until the key may try again (0 or less when it may now). */
  private waitFor(key: string, limit: number, windowMs: number): number {
    const recent = this.recent(key, windowMs);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit] + windowMs - this.now();
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  /** Guessing at many names must not grow the process without end: the longest tracked keys go first. */
  private keepBounded(): void {
    const max = this.limits.maxTrackedKeys ?? DEFAULT_MAX_TRACKED_KEYS;
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= max) break;
      this.attempts.delete(key);
    }
  }
}
