import { UserNotFoundError } from './auth/auth.errors';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { LiveSessions } from '../sessions/live-sessions.port';
import { type AccountDeletionState, deletionState } from './account-deletion-state';

/**
 * DELETE /users/me/deletion: keep the account. Everything comes back as it was (the leaderboard
 * choice included); only the sign-ins ended by the request stay ended. Nothing waiting: nothing to do.
 */
export class CancelAccountDeletionUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly leaderboard: LeaderboardIndex,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: { userId: number }): Promise<AccountDeletionState> {
    const cancelled = await this.unitOfWork.run(async (tx) => {
      if (!(await tx.users.getForUpdate(command.userId))) throw new UserNotFoundError();
      return tx.accountDeletions.cancel(command.userId);
    });
    if (cancelled) {
      await this.liveSessions.accountChanged(command.userId);
      void this.leaderboard.refresh([command.userId]);
    }
    return deletionState(null);
  }
}
