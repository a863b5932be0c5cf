/**
 * How sign-in guessing is slowed. Usernames are public on the leaderboards, so no limit may let a
 * stranger lock an owner out: failures count per identifier *and* address (the guesser is stopped,
 * the owner elsewhere is not), per address across identifiers (password spraying), and per account
 * only as a growing delay between attempts, never a lock.
 */
export interface SignInLimits {
  windowSeconds: number;
  /** Failures of one identifier from one address before that pair waits for the window. */
  perIdentifierAndAddress: number;
  /** Failures from one address, whatever the identifiers. */
  perAddress: number;
  /** Failures of one account, from anywhere, before each further attempt waits a growing delay. */
  accountFreeFailures: number;
  accountBaseDelaySeconds: number;
  accountMaxDelaySeconds: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  windowSeconds: 15 * 60,
  perIdentifierAndAddress: 5,
  perAddress: 30,
  accountFreeFailures: 5,
  accountBaseDelaySeconds: 1,
  accountMaxDelaySeconds: 30,
};

/** Milliseconds an account's next attempt waits after its latest one: none at first, then doubling up to the cap. */
export function accountDelayMs(recentFailures: number, limits: SignInLimits): number {
  if (recentFailures < limits.accountFreeFailures) return 0;
  const doublings = Math.min(recentFailures - limits.accountFreeFailures, 30);
  return Math.min(limits.accountMaxDelaySeconds, limits.accountBaseDelaySeconds * 2 ** doublings) * 1000;
}

export interface RegistrationLimits {
  windowSeconds: number;
  perAddress: number;
}

/** Recent attempts of one key, each the time (ms) it was made, oldest first. */
export type AttemptTimes = readonly number[];

/** The attempts still inside the window that ends at `now`. */
export function withinWindow(times: AttemptTimes, windowMs: number, now: number): number[] {
  return times.filter((at) => at > now - windowMs);
}

/** Milliseconds until a key with these recent attempts may try again under `limit` per window; 0 when it may now. */
export function windowWaitMs(recent: AttemptTimes, limit: number, windowMs: number, now: number): number {
  if (recent.length < limit) return 0;
  return Math.max(0, recent[recent.length - limit] + windowMs - now);
}

/**
 * Milliseconds a sign-in attempt waits, given the recent attempts of its identifier from this
 * address, of the address, and of the account: the longest of the two window limits and the
 * account's growing delay after its latest attempt. 0 when it may go ahead (and be counted).
 */
export function signInWaitMs(recent: { pair: AttemptTimes; address: AttemptTimes; account: AttemptTimes }, limits: SignInLimits, now: number): number {
  const windowMs = limits.windowSeconds * 1000;
  const { account } = recent;
  const accountWait = account.length > 0 ? account[account.length - 1] + accountDelayMs(account.length, limits) - now : 0;
  return Math.max(0, windowWaitMs(recent.pair, limits.perIdentifierAndAddress, windowMs, now), windowWaitMs(recent.address, limits.perAddress, windowMs, now), accountWait);
}
