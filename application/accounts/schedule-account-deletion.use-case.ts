import { erasureDueAt } from '../../domain/accounts/account-deletion';
import { UserNotFoundError } from './auth/auth.errors';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import { accountKey, type SignInThrottle } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { LiveSessions } from '../sessions/live-sessions.port';
import { DeletionConfirmationInvalidError } from './account-deletion.errors';
import { type AccountDeletionState, deletionState } from './account-deletion-state';

export interface ScheduleAccountDeletionCommand {
  userId: number;
  /** The account's password, typed again: a session left open on a shared device is not enough. */
  password: string;
}

/**
 * POST /users/me/deletion. The account is erased when the grace period ends. Until then it is off the
 * leaderboards and every sign-in ends at once; signing in again offers to keep the account (and
 * allows nothing else). Asking twice changes nothing: the first date stands.
 */
export class ScheduleAccountDeletionUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
    private readonly leaderboard: LeaderboardIndex,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: ScheduleAccountDeletionCommand): Promise<AccountDeletionState> {
    const user = await this.unitOfWork.run((tx) => tx.users.findById(command.userId));
    if (!user) throw new UserNotFoundError();
    // Guesses here count on the account (its growing delay), never on the address: a school's address stays clear.
    const keys = { kind: 'account' as const, account: accountKey(user, user.username) };
    await this.throttle.attempt(keys);
    if (!(await this.hasher.verify(user.passwordHash, command.password))) throw new DeletionConfirmationInvalidError();
    await this.throttle.succeeded(keys);

    const now = this.clock.now();
    const { pending, added, endedSessions } = await this.unitOfWork.run(async (tx) => {
      if (!(await tx.users.getForUpdate(user.id))) throw new UserNotFoundError();
      const earlier = await tx.accountDeletions.pendingFor(user.id);
      if (earlier) return { pending: earlier, added: false, endedSessions: [] };
      const deletion = { userId: user.id, requestedAt: now, eraseAt: erasureDueAt(now) };
      await tx.accountDeletions.schedule(deletion);
      const ended = await tx.accountDeletions.endSessions(user.id, now);
      return { pending: deletion, added: true, endedSessions: ended };
    });
    if (added) {
      if (endedSessions.length > 0) await this.liveSessions.ended(endedSessions);
      await this.liveSessions.accountChanged(user.id);
      void this.leaderboard.refresh([user.id]);
    }
    return deletionState(pending);
  }
}
