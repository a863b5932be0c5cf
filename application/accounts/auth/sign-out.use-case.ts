import type { Clock } from '../../ports/clock.port';
import type { RefreshTokenGenerator } from '../../ports/session-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';

/** Ends the sign-in the refresh token belongs to. Signing out twice is not an error. */
export class SignOutUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly refreshTokens: RefreshTokenGenerator,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: { refreshToken: string | undefined }): Promise<void> {
    if (!command.refreshToken) return;
    const digest = this.refreshTokens.digest(command.refreshToken);
    const ended = await this.unitOfWork.run(async (tx) => {
      const token = await tx.sessions.findForUpdate(digest);
      if (!token) return null;
      await tx.sessions.revokeFamily(token.familyId, this.clock.now());
      return token.familyId;
    });
    if (ended) await this.liveSessions.ended([ended]);
  }
}
