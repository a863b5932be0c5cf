import { passwordChangeProblems } from '../../../domain/accounts/password-change';
import type { Clock } from '../../ports/clock.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import { accountKey, type SignInThrottle } from '../../ports/session-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import { UserNotFoundError } from './auth.errors';
import { CurrentPasswordWrongError, PasswordChangeInvalidError } from './change-password.errors';

export interface ChangePasswordCommand {
  userId: number;
  /** The sign-in the request came from: it stays, every other one of the user ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Replaces the password when the current one is given right, and ends every other sign-in of the
 * user at once (their refresh tokens are revoked, and with them their access tokens). A guess of the
 * current password counts against the account (its growing delay), never against the address.
 */
export class ChangePasswordUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<{ endedSessions: number }> {
    const problems = passwordChangeProblems({ currentPassword: command.currentPassword, newPassword: command.newPassword });
    if (Object.keys(problems).length > 0) throw new PasswordChangeInvalidError(problems);

    const user = await this.unitOfWork.run((tx) => tx.users.findById(command.userId));
    if (!user) throw new UserNotFoundError();
    // Guesses here count on the account (its growing delay), never on the address: a school's address stays clear.
    const keys = { kind: 'account' as const, account: accountKey(user, user.username) };
    await this.throttle.attempt(keys);
    if (!(await this.hasher.verify(user.passwordHash, command.currentPassword))) throw new CurrentPasswordWrongError();
    await this.throttle.succeeded(keys);

    const newHash = await this.hasher.hash(command.newPassword);
    const now = this.clock.now();
    const revoked = await this.unitOfWork.run(async (tx) => {
      // Changed meanwhile by another request: the password given is no longer the current one.
      if (!(await tx.users.replacePasswordHash(user.id, user.passwordHash, newHash))) throw new CurrentPasswordWrongError();
      return tx.sessions.revokeOtherFamilies(user.id, command.sessionId, now);
    });
    if (revoked.familyIds.length > 0) await this.liveSessions.ended(revoked.familyIds);
    return { endedSessions: revoked.ended };
  }
}
