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

export interface SignInThrottle {
  /**
   * Counts a sign-in attempt before the password is checked, so parallel guesses cannot all slip in;
   * throws when the identifier from this address, the address, or the account must wait.
   */
  attempt(keys: { address: string; identifier: string }): Promise<void>;
  /** The attempt succeeded: it no longer counts, nor do the identifier's earlier failures. */
  succeeded(keys: { address: string; identifier: string }): Promise<void>;
  /** Counts an account registered from the address; throws when the address registered too many lately. */
  attemptRegistration(address: string): Promise<void>;
}
