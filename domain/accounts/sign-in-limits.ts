/**
 * How password guessing is slowed. Usernames are public on the leaderboards, so no limit may let a
 * stranger lock an owner out, and schools reach the product from one shared address, so no limit on
 * an address may lock a school out:
 * - failures of one account from one address (the pair) stop that pair for the window;
 * - failures of one account from anywhere slow it with a growing delay, never a lock;
 * - failures from one address across accounts (password spraying) make the address *busy*. A busy
 *   address never refuses an account that signed in from it lately (a known pair), a student one of
 *   whose teachers did (the school's address), nor a browser that vouches for the account (a live
 *   sign-in of it, or its device cookie); any other account there passes one attempt per gap (a few
 *   seconds), so the sprayer guesses one password per gap and such a visitor waits a few seconds.
 * - wrong passwords sent by a browser signed in to the account count on that account and on that
 *   sign-in, never on the address; after a few, the sign-in ends.
 * - a browser whose device cookie names the account (it signed in to it there) is held by none of the
 *   above: its own few wrong passwords a window, counted on it and the account, and then it is a
 *   stranger again. Nobody elsewhere can keep an owner out of their own browser.
 */
export interface SignInLimits {
  windowSeconds: number;
  /** Failures of one account (or identifier) from one address before that pair waits for the window. */
  perIdentifierAndAddress: number;
  /** Failures from one address, whatever the accounts, before the address is busy. */
  perAddress: number;
  /** Failures of one account, from anywhere, before each further attempt waits a growing delay. */
  accountFreeFailures: number;
  accountBaseDelaySeconds: number;
  accountMaxDelaySeconds: number;
  /** At a busy address, attempts of accounts it does not know pass one per this many seconds. */
  busyAddressGapSeconds: number;
  /** An account that signed in from an address stays known there this many days. */
  knownPairDays: number;
  /** Wrong passwords a browser signed in to the account may send before that sign-in ends. */
  perSignedInBrowser: number;
  /** Wrong passwords a browser whose device cookie names the account may send a window before it counts as a stranger's. */
  perVouchingDevice: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  windowSeconds: 15 * 60,
  perIdentifierAndAddress: 5,
  perAddress: 30,
  accountFreeFailures: 5,
  accountBaseDelaySeconds: 1,
  accountMaxDelaySeconds: 30,
  busyAddressGapSeconds: 2,
  knownPairDays: 90,
  perSignedInBrowser: 5,
  perVouchingDevice: 5,
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

/** Milliseconds an account with these recent failures waits before its next attempt (its growing delay). */
export function accountWaitMs(account: AttemptTimes, limits: SignInLimits, now: number): number {
  if (account.length === 0) return 0;
  return Math.max(0, account[account.length - 1] + accountDelayMs(account.length, limits) - now);
}

/**
 * What the store holds for one password attempt, each list the times (ms, oldest first) still inside
 * the window:
 * - 'sign-in': the sign-in form from an address, without a live sign-in of the account. `gateAt` is
 *   when the busy address last let in an account it does not know (null when not within the gap);
 *   `vouched` says the account, or a teacher of its classes, signed in from this address lately.
 *   `device`: the failures of the browser's device cookie on this account, when it names the account.
 * - 'signed-in-browser': the sign-in form from a browser holding a live sign-in of the account.
 * - 'account': the password typed again by the signed-in user (change password, delete the account).
 */
export type PasswordAttempt =
  | { kind: 'sign-in'; pair: AttemptTimes; address: AttemptTimes; account: AttemptTimes; gateAt: number | null; vouched: boolean; device: AttemptTimes | null }
  | { kind: 'signed-in-browser'; browser: AttemptTimes; account: AttemptTimes }
  | { kind: 'account'; account: AttemptTimes };

/**
 * Whether an attempt may go ahead now (and be counted before its password is checked, so parallel
 * guesses cannot all slip in). Admitted: `takesGate` when it used the busy address's gap,
 * `byDevice` when the browser's device cookie let it through (it counts on the cookie and the
 * account only), and `lastForBrowser` when, should its password be wrong, the signed-in browser has
 * used its guesses and its sign-in ends. Refused: the milliseconds to wait, and whether only the busy
 * address held it.
 *
 * A correct password is refused only when its account is limited (the pair or the account's delay,
 * or the signed-in browser's guesses spent), and never in a browser that signed in to it before and
 * has guesses left. A busy address holds only accounts it does not know,
 * for the gap at most. Honestly: while a sprayer sends attempts in parallel without pause, an account
 * the address does not know races the sprayer for each gap and may need a few tries of a few seconds
 * each; known pairs, the students of teachers known there and vouched browsers never race.
 */
export function admitPasswordAttempt(
  attempt: PasswordAttempt,
  limits: SignInLimits,
  now: number,
): { admitted: true; takesGate: boolean; byDevice: boolean; lastForBrowser: boolean } | { admitted: false; waitMs: number; busyAddress: boolean } {
  const windowMs = limits.windowSeconds * 1000;
  const refused = (waitMs: number, busyAddress = false) => ({ admitted: false as const, waitMs: Math.max(1, waitMs), busyAddress });
  const admitted = ({ takesGate = false, byDevice = false, lastForBrowser = false } = {}) => ({ admitted: true as const, takesGate, byDevice, lastForBrowser });
  switch (attempt.kind) {
    case 'account': {
      const wait = accountWaitMs(attempt.account, limits, now);
      return wait > 0 ? refused(wait) : admitted();
    }
    case 'signed-in-browser': {
      const wait = windowWaitMs(attempt.browser, limits.perSignedInBrowser, windowMs, now);
      return wait > 0 ? refused(wait) : admitted({ lastForBrowser: attempt.browser.length + 1 >= limits.perSignedInBrowser });
    }
    case 'sign-in': {
      if (attempt.device && windowWaitMs(attempt.device, limits.perVouchingDevice, windowMs, now) === 0) return admitted({ byDevice: true });
      const wait = Math.max(windowWaitMs(attempt.pair, limits.perIdentifierAndAddress, windowMs, now), accountWaitMs(attempt.account, limits, now));
      if (wait > 0) return refused(wait);
      const busy = attempt.address.length >= limits.perAddress;
      if (!busy || attempt.vouched) return admitted();
      const gapMs = limits.busyAddressGapSeconds * 1000;
      if (attempt.gateAt !== null && attempt.gateAt > now - gapMs) return refused(attempt.gateAt + gapMs - now, true);
      return admitted({ takesGate: true });
    }
  }
}

/** How long a browser's device cookie vouches for the accounts that signed in on it. */
export const DEVICE_COOKIE_DAYS = 180;
