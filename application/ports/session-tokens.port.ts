import type { UserRole } from '../../domain/accounts/roles';

export interface AccessTokenIssuer {
  issue(subject: { userId: number; role: UserRole }): string;
}

export interface RefreshTokenGenerator {
  /** A new random refresh token (what the cookie carries). */
  generate(): string;
  /** The digest stored in the database; the token itself is never stored. */
  digest(token: string): string;
}

export interface SignInThrottle {
  /** Throws when the address or the identifier has failed too often recently. */
  assertAllowed(keys: { address: string; identifier: string }): void;
  recordFailure(keys: { address: string; identifier: string }): void;
  recordSuccess(keys: { address: string; identifier: string }): void;
}
