import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';

export interface ThrottleLimits {
  windowSeconds: number;
  perIdentifier: number;
  perAddress: number;
  /** How many identifiers and addresses are tracked at most; the longest tracked are dropped first. */
  maxTrackedKeys?: number;
}

const DEFAULT_MAX_TRACKED_KEYS = 100_000;

/** Counts sign-in attempts that did not succeed in a sliding window, per address and per identifier. */
export class InMemorySignInThrottle implements SignInThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
  ) {}

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    const wait = Math.max(this.waitFor(`id:${keys.identifier}`, this.limits.perIdentifier), this.waitFor(`ip:${keys.address}`, this.limits.perAddress));
    if (wait > 0) throw new TooManyAttemptsError(wait);
    const now = this.clock.now().getTime();
    for (const key of [`id:${keys.identifier}`, `ip:${keys.address}`]) this.attempts.set(key, [...this.recent(key), now]);
    this.keepBounded();
  }

  async succeeded(keys: { address: string; identifier: string }): Promise<void> {
    this.attempts.delete(`id:${keys.identifier}`);
    const address = this.attempts.get(`ip:${keys.address}`);
    address?.pop();
    if (address?.length === 0) this.attempts.delete(`ip:${keys.address}`);
  }

  /** Seconds until the key may try again (0 when it may now). */
  private waitFor(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit];
    return Math.ceil((oldestCounted + this.limits.windowSeconds * 1000 - this.clock.now().getTime()) / 1000);
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.limits.windowSeconds * 1000;
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  /** Guessing at many names must not grow the process without end: expired keys go, then the oldest. */
  private keepBounded(): void {
    const max = this.limits.maxTrackedKeys ?? DEFAULT_MAX_TRACKED_KEYS;
    if (this.attempts.size <= max) return;
    for (const key of [...this.attempts.keys()]) this.recent(key);
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= max) break;
      this.attempts.delete(key);
    }
  }
}
