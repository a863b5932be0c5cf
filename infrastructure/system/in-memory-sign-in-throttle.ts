import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';

export interface ThrottleLimits {
  windowSeconds: number;
  perIdentifier: number;
  perAddress: number;
}

/** Counts failed sign-ins in a sliding window, per address and per identifier. */
export class InMemorySignInThrottle implements SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
  ) {}

  assertAllowed(keys: { address: string; identifier: string }): void {
    const waits = [
      this.waitFor(`id:${keys.identifier}`, this.limits.perIdentifier),
      this.waitFor(`ip:${keys.address}`, this.limits.perAddress),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  recordFailure(keys: { address: string; identifier: string }): void {
    const now = this.clock.now().getTime();
    for (const key of [`id:${keys.identifier}`, `ip:${keys.address}`]) {
      this.failures.set(key, [...this.recent(key), now]);
    }
  }

  recordSuccess(keys: { address: string; identifier: string }): void {
    this.failures.delete(`id:${keys.identifier}`);
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
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
