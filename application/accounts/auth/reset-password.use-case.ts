import { canonicalResetCode, passwordResetProblems, resetCodeState } from '../../../domain/accounts/password-reset';
import type { Clock } from '../../ports/clock.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { SignInThrottle } from '../../ports/session-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import { PasswordResetInvalidError, ResetCodeInvalidError } from './password-reset.errors';
import type { CodeGenerator } from './video-code';

export interface ResetPasswordCommand {
  code: string;
  password: string;
  passwordConfirmation: string;
  /** Where the request came from: wrong codes count like failed sign-ins from there. */
  address: string;
}

/**
 * POST /auth/reset-password: a valid code (an e-mailed link's or a child's) sets the new password,
 * which must meet the registration's rules, and ends every sign-in of the account. Each attempt counts
 * like a sign-in attempt from the address (under the code's digest, so a guesser trying many codes
 * is stopped by the address limit); an unknown, used and expired code answer alike.
 */
export class ResetPasswordUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
    private readonly codes: CodeGenerator,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<{ username: string }> {
    const problems = passwordResetProblems(command);
    if (Object.keys(problems).length > 0) throw new PasswordResetInvalidError(problems);
    const digest = this.codes.digest(canonicalResetCode(command.code));
    const keys = { kind: 'sign-in' as const, address: command.address, account: `reset:${digest.slice(0, 16)}`, device: null };
    await this.throttle.attempt(keys);

    // Checked before the slow hash, and again under the lock once it is made.
    const usable = await this.unitOfWork.run(async (tx) => {
      const found = await tx.passwordResetCodes.findForUpdate(digest);
      return !!found && resetCodeState(found, this.clock.now()) === 'usable';
    });
    if (!usable) throw new ResetCodeInvalidError();
    const newHash = await this.hasher.hash(command.password);

    const now = this.clock.now();
    const done = await this.unitOfWork.run(async (tx) => {
      const found = await tx.passwordResetCodes.findForUpdate(digest);
      if (!found || resetCodeState(found, now) !== 'usable') throw new ResetCodeInvalidError();
      const user = await tx.users.getForUpdate(found.userId);
      if (!user || !user.isActive || user.blocked) throw new ResetCodeInvalidError();
      await tx.passwordResetCodes.useAllOf(user.id, now);
      if (!(await tx.users.replacePasswordHash(user.id, user.passwordHash, newHash))) throw new ResetCodeInvalidError();
      const familyIds = await tx.sessions.revokeAllFamilies(user.id, now);
      return { username: user.username, familyIds };
    });
    if (done.familyIds.length > 0) await this.liveSessions.ended(done.familyIds);
    await this.throttle.succeeded(keys);
    return { username: done.username };
  }
}
