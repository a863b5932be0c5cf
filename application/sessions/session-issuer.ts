import type { UserRole } from '../../domain/accounts/roles';
import type { Clock } from '../ports/clock.port';
import type { AccessTokenIssuer, RefreshTokenGenerator } from '../ports/session-tokens.port';
import type { Transaction } from '../ports/unit-of-work.port';
import type { DeviceInfo, IssuedSession, SessionPolicy } from './session-policy';

/** Issues an access token and a refresh token, starting a new family or continuing one. */
export class SessionIssuer {
  constructor(
    private readonly clock: Clock,
    private readonly accessTokens: AccessTokenIssuer,
    private readonly refreshTokens: RefreshTokenGenerator,
    private readonly policy: SessionPolicy,
  ) {}

  async issue(
    tx: Transaction,
    user: { id: number; userRole: UserRole },
    options: { persistent: boolean; device: DeviceInfo; family?: { id: string; expiresAt: Date; rotatedToken: string } },
  ): Promise<IssuedSession> {
    const now = this.clock.now().getTime();
    const idleTtl = options.persistent ? this.policy.rememberedRefreshTtlSeconds : this.policy.refreshTtlSeconds;
    const familyExpiresAt = options.family?.expiresAt ?? new Date(now + this.policy.absoluteLifetimeSeconds * 1000);
    const refreshExpiresAt = new Date(Math.min(now + idleTtl * 1000, familyExpiresAt.getTime()));
    const refreshToken = options.family ? this.refreshTokens.successorOf(options.family.rotatedToken) : this.refreshTokens.generate();
    const familyId = await tx.sessions.add({
      familyId: options.family?.id ?? null,
      userId: user.id,
      tokenDigest: this.refreshTokens.digest(refreshToken),
      persistent: options.persistent,
      deviceId: options.device.deviceId,
      deviceType: options.device.deviceType,
      expiresAt: refreshExpiresAt,
      familyExpiresAt,
    });
    return {
      jwt: this.accessTokens.issue({ userId: user.id, role: user.userRole, sessionId: familyId }),
      refreshToken,
      persistent: options.persistent,
      refreshExpiresAt,
    };
  }

  /** A new access token for a sign-in whose refresh token is already issued (the rotation's grace window). */
  again(user: { id: number; userRole: UserRole }, successor: { token: string; familyId: string; persistent: boolean; expiresAt: Date }): IssuedSession {
    return {
      jwt: this.accessTokens.issue({ userId: user.id, role: user.userRole, sessionId: successor.familyId }),
      refreshToken: successor.token,
      persistent: successor.persistent,
      refreshExpiresAt: successor.expiresAt,
    };
  }
}
