import type { UserRole } from '../../domain/accounts/roles';

export interface AccessTokenIssuer {
  /** `sessionId` names the sign-in (the refresh-token family) the token belongs to; ending it ends the token. */
  issue(subject: { userId: number; role: UserRole; sessionId: string }): string;
  /** A token for another app (`aud` names it); this API refuses every token that carries an audience. */
  issueForAudience(subject: { userId: number; role: UserRole }, audience: string): { token: string; expiresInSeconds: number };
}

export interface RefreshTokenGenerator {
  /** A new random refresh token (what the cookie carries). */
  generate(): string;
  /** The digest stored in the database; the token itself is never stored. */
  digest(token: string): string;
  /**
   * The token that replaces `token` when it is rotated: derived from it with the server's secret, so
   * two refreshes of one token at once (two tabs waking together) both answer the same new token
   * while only its digest is stored.
   */
  successorOf(token: string): string;
}

/**
 * One password attempt as the limits count it. `account` names the account however it was typed:
 * `user:<id>` when the identifier names one, else the identifier itself (lower-cased).
 * - 'sign-in': the sign-in form from an address; `device` names the browser's device cookie when it
 *   names the account (the throttle knows by itself whether the account signed in from there lately).
 *   `vouchedBy`: accounts whose own sign-in from the address lately vouches for this one there too
 *   (a student's teachers: where they sign in is the school).
 * - 'signed-in-browser': the sign-in form from a browser holding a live sign-in (`browser`, the
 *   refresh-token family) of that very account: counted on the account and that sign-in only, and
 *   on its device cookie (`device`), so that ending the sign-in leaves it no fresh guesses.
 * - 'account': the signed-in user types the password again (change it, delete the account):
 *   counted on the account only, never on the address.
 */
export type PasswordAttemptKeys =
  | { kind: 'sign-in'; address: string; account: string; device: string | null; vouchedBy?: readonly string[] }
  | { kind: 'signed-in-browser'; account: string; browser: string; device?: string | null }
  | { kind: 'account'; account: string };

/**
 * An admitted attempt. `lastForBrowser`: a wrong password now spends the signed-in browser's guesses,
 * its sign-in ends. `byDevice`: the browser's device cookie let it through, counted on it and the account.
 */
export interface PasswordAdmission {
  lastForBrowser: boolean;
  byDevice: boolean;
}

export interface SignInThrottle {
  /**
   * Counts a password attempt before the password is checked, so parallel guesses cannot all slip
   * in; throws TooManyAttemptsError when it must wait (domain/accounts/sign-in-limits.ts).
   */
  attempt(keys: PasswordAttemptKeys): Promise<PasswordAdmission>;
  /**
   * The password was right (`admission`: what `attempt` answered for it): the attempt no longer
   * counts, nor do the account's earlier failures; a sign-in makes the account known at its address.
   */
  succeeded(keys: PasswordAttemptKeys, admission?: PasswordAdmission): Promise<void>;
  /** Counts an account registered from the address; throws when the address registered too many lately. */
  attemptRegistration(address: string): Promise<void>;
}

/** How the limits name an account: by its id when the identifier names one, so username and e-mail count as one. */
export const accountKey = (user: { id: number } | null, identifier: string): string => (user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}`);
