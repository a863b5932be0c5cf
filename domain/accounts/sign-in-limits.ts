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
