import type { Clock } from '../../ports/clock.port';
import type { RefreshTokenGenerator } from '../../ports/session-tokens.port';
import type { Transaction, UnitOfWork } from '../../ports/unit-of-work.port';
import type { RefreshTokenRecord } from '../../sessions/session.repository.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import type { SessionIssuer } from '../../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../../sessions/session-policy';
import { SessionInvalidError } from './auth.errors';

/** A refusal that revoked the family names it, so its access tokens end too once this commits. */
type Outcome = { session: IssuedSession } | { refused: string; endedFamily?: string };

/** Two refreshes of one token this close together are one browser's tabs waking at once, not a replay. */
export const ROTATION_GRACE_SECONDS = 5;

/**
 * Rotates a refresh token: the presented one is spent and its successor of the same family is issued.
 * Presenting a spent token again within the grace window answers the same successor; after it, it
 * means the token was stolen or replayed, so the whole family is revoked, the newest token included,
 * and with it every access token of that sign-in. The revocation is committed before the refusal.
 */
export class RefreshSessionUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly refreshTokens: RefreshTokenGenerator,
    private readonly sessions: SessionIssuer,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: { refreshToken: string | undefined; device: DeviceInfo }): Promise<IssuedSession> {
    if (!command.refreshToken) throw new SessionInvalidError('No active session. Please sign in.');
    const presented = command.refreshToken;
    const now = this.clock.now();

    const outcome = await this.unitOfWork.run(async (tx): Promise<Outcome> => {
      const token = await tx.sessions.findForUpdate(this.refreshTokens.digest(presented));
      if (!token) return { refused: 'Your session has ended. Please sign in again.' };
      if (token.usedAt && !token.revokedAt && now.getTime() - token.usedAt.getTime() <= ROTATION_GRACE_SECONDS * 1000) {
        const again = await this.sameSuccessor(tx, presented, token);
        if (again) return { session: again };
      }
      if (token.usedAt || token.revokedAt) {
        await tx.sessions.revokeFamily(token.familyId, now);
        return { refused: 'This session was already used. Please sign in again.', endedFamily: token.familyId };
      }
      if (token.expiresAt <= now || token.familyExpiresAt <= now) {
        return { refused: 'Your session has expired. Please sign in again.' };
      }
      const user = await tx.users.findById(token.userId);
      if (!user || user.blocked || !user.isActive) {
        await tx.sessions.revokeFamily(token.familyId, now);
        return { refused: 'Your session has ended. Please sign in again.', endedFamily: token.familyId };
      }
      await tx.sessions.markUsed(token.id, now);
      const session = await this.sessions.issue(tx, user, {
        persistent: token.persistent,
        device: command.device,
        family: { id: token.familyId, expiresAt: token.familyExpiresAt, rotatedToken: presented },
      });
      return { session };
    });

    if ('refused' in outcome) {
      if (outcome.endedFamily) await this.liveSessions.ended([outcome.endedFamily]);
      throw new SessionInvalidError(outcome.refused);
    }
    return outcome.session;
  }

  /** The successor the first refresh issued, while it is itself unspent and the account may sign in. */
  private async sameSuccessor(tx: Transaction, presented: string, token: RefreshTokenRecord): Promise<IssuedSession | null> {
    const successorToken = this.refreshTokens.successorOf(presented);
    const successor = await tx.sessions.find(this.refreshTokens.digest(successorToken));
    if (!successor || successor.usedAt || successor.revokedAt || successor.familyId !== token.familyId) return null;
    const user = await tx.users.findById(token.userId);
    if (!user || user.blocked || !user.isActive) return null;
    return this.sessions.again(user, { token: successorToken, familyId: successor.familyId, persistent: successor.persistent, expiresAt: successor.expiresAt });
  }
}
