import type { Clock } from '../ports/clock.port';
import type { RefreshTokenGenerator } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SessionIssuer } from '../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../sessions/session-policy';
import { SessionInvalidError } from './auth.errors';

type Outcome = { session: IssuedSession } | { refused: string };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * Presenting a spent token means it was stolen or replayed, so the whole family is revoked,
 * the newest token included. The revocation is committed before the refusal is answered.
 */
export class RefreshSessionUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly refreshTokens: RefreshTokenGenerator,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(command: { refreshToken: string | undefined; device: DeviceInfo }): Promise<IssuedSession> {
    if (!command.refreshToken) throw new SessionInvalidError('No active session. Please sign in.');
    const digest = this.refreshTokens.digest(command.refreshToken);
    const now = this.clock.now();

    const outcome = await this.unitOfWork.run(async (tx): Promise<Outcome> => {
      const token = await tx.sessions.findForUpdate(digest);
      if (!token) return { refused: 'Your session has ended. Please sign in again.' };
      if (token.usedAt || token.revokedAt) {
        await tx.sessions.revokeFamily(token.familyId, now);
        return { refused: 'This session was already used. Please sign in again.' };
      }
      if (token.expiresAt <= now || token.familyExpiresAt <= now) {
        return { refused: 'Your session has expired. Please sign in again.' };
      }
      const user = await tx.users.findById(token.userId);
      if (!user || user.blocked || !user.isActive) {
        await tx.sessions.revokeFamily(token.familyId, now);
        return { refused: 'Your session has ended. Please sign in again.' };
      }
      await tx.sessions.markUsed(token.id, now);
      const session = await this.sessions.issue(tx, user, {
        persistent: token.persistent,
        device: command.device,
        family: { id: token.familyId, expiresAt: token.familyExpiresAt },
      });
      return { session };
    });

    if ('refused' in outcome) throw new SessionInvalidError(outcome.refused);
    return outcome.session;
  }
}
