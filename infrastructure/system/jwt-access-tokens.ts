import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRole } from '../../domain/accounts/roles';
import type { AccessTokenIssuer } from '../../application/ports/session-tokens.port';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TYPE = 'access';
/** The type of a token issued for another app (see issueForAudience). */
export const APP_TOKEN_TYPE = 'app-access';

export interface AccessTokenClaims {
  sub: string;
  role: UserRole;
  typ: typeof ACCESS_TOKEN_TYPE;
  /** The sign-in the token belongs to. */
  sid: string;
}

export class JwtAccessTokenIssuer implements AccessTokenIssuer {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  issue(subject: { userId: number; role: UserRole; sessionId: string }): string {
    const claims: AccessTokenClaims = { sub: String(subject.userId), role: subject.role, typ: ACCESS_TOKEN_TYPE, sid: subject.sessionId };
    return jwt.sign(claims, this.key, { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: this.ttlSeconds });
  }

  issueForAudience(subject: { userId: number; role: UserRole }, audience: string): { token: string; expiresInSeconds: number } {
    const claims = { sub: String(subject.userId), role: subject.role, typ: APP_TOKEN_TYPE };
    const token = jwt.sign(claims, this.key, { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: this.ttlSeconds, audience });
    return { token, expiresInSeconds: this.ttlSeconds };
  }
}
