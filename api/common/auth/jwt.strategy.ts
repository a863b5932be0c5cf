import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isUserRole } from '../../../domain/accounts/roles';
import { ENVIRONMENT } from '../../../infrastructure/infrastructure.tokens';
import type { Environment } from '../../../infrastructure/config/environment';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE } from '../../../infrastructure/system/jwt-access-tokens';
import { PORTS } from '../../../application/ports/tokens';
import type { LiveSessions } from '../../../application/sessions/live-sessions.port';
import { ApiError } from '../api-error';
import type { AuthenticatedUser } from './authenticated-user';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ENVIRONMENT) environment: Environment,
    @Inject(PORTS.liveSessions) private readonly liveSessions: LiveSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not a string: a string secret is re-parsed as a possible public key on every request.
      secretOrKey: createSecretKey(Buffer.from(environment.jwtSecret)) as unknown as string,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; role?: unknown; typ?: unknown; exp?: unknown; sid?: unknown; aud?: unknown }): Promise<AuthenticatedUser> {
    // A token with an audience was issued for another app (e.g. the video courses), never for this API.
    if (payload.aud !== undefined) throw new ApiError('UNAUTHORIZED', 'This token cannot be used to sign requests');
    const userId = Number(payload.sub);
    // The signature check accepts a token without `exp` as never expiring; ours always carry one.
    if (typeof payload.exp !== 'number' || payload.typ !== ACCESS_TOKEN_TYPE || !Number.isSafeInteger(userId) || !isUserRole(payload.role) || typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) {
      throw new ApiError('UNAUTHORIZED', 'This token cannot be used to sign requests');
    }
    const standing = await this.liveSessions.standing(payload.sid, userId);
    if (standing === 'ended') throw new ApiError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    return { userId, role: payload.role, sessionId: payload.sid, tokenExpiresAt: new Date(payload.exp * 1000), ...(standing === 'closing' ? { deletionPending: true } : {}) };
  }
}
