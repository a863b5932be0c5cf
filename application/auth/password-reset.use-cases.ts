import {
  canonicalResetCode,
  formatChildResetCode,
  generateChildResetCode,
  mayMailResetLink,
  passwordResetProblems,
  resetCodeExpiresAt,
  resetCodeState,
  resetMailWindowStart,
} from '../../domain/accounts/password-reset';
import type { UserRole } from '../../domain/accounts/roles';
import type { RandomSource } from '../../domain/shared/random';
import { findOwnClass } from '../classes/class-access';
import { NotInClassError } from '../classes/classes.errors';
import { requireConnectedChild } from '../parents/parent-access';
import { ChildNotFoundError } from '../parents/parents.errors';
import type { Clock } from '../ports/clock.port';
import type { Mailer } from '../ports/mailer.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { PasswordAttemptKeys, SignInThrottle } from '../ports/session-tokens.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import type { LiveSessions } from '../sessions/live-sessions.port';
import { passwordResetMail } from './password-reset-mail';
import { PasswordResetInvalidError, ResetCodeInvalidError } from './password-reset.errors';
import type { CodeGenerator } from './video-code.use-cases';

/** Where the reset page is: the product's public address, without a trailing slash. */
export interface ResetLinkSettings {
  appUrl: string;
}

/** The page's address with the code in its fragment, which browsers never send to a server. */
export const resetLink = (appUrl: string, code: string) => `${appUrl.replace(/\/+$/, '')}/reset-password#code=${encodeURIComponent(code)}`;

/**
 * POST /auth/forgot-password: answers the same whether or not an account uses the e-mail. When one
 * does (and may still sign in), a single-use link valid for 30 minutes is stored by digest, replacing
 * its earlier unused codes, and mailed once the answer has gone: sending takes no part in its time.
 * At most three mails an hour go to one account; further requests answer the same and send nothing.
 */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly codes: CodeGenerator,
    private readonly mailer: Mailer,
    private readonly settings: ResetLinkSettings,
    private readonly onMailFailure: (error: unknown) => void,
  ) {}

  async execute(command: { email: string }): Promise<void> {
    const now = this.clock.now();
    const code = this.codes.generate();
    const digest = this.codes.digest(code);
    const recipient = await this.unitOfWork.run(async (tx) => {
      const user = await tx.users.findByEmail(command.email);
      if (!user || !user.isActive || user.blocked) return null;
      if (!mayMailResetLink(await tx.passwordResetCodes.countMadeSince(user.id, 'email', resetMailWindowStart(now)))) return null;
      await tx.passwordResetCodes.replace({ digest, userId: user.id, kind: 'email', createdBy: user.id, createdAt: now, expiresAt: resetCodeExpiresAt('email', now) });
      return { email: user.email, username: user.username, firstName: user.firstName };
    });
    if (!recipient) return;
    const mail = passwordResetMail(recipient, resetLink(this.settings.appUrl, code));
    // Not awaited: the answer goes now, the same as for an unknown e-mail; a failure is reported aside.
    void this.mailer.send(mail).catch(this.onMailFailure);
  }
}

export interface CreatedChildResetCode {
  /** Shown once, in two groups of four: `ABCD-EFGH`. */
  code: string;
  expiresAt: Date;
}

/** Who asks for a child's code: a linked parent, or a teacher naming the class the child is in. */
export type ChildResetCodeRequester = { role: Extract<UserRole, 'parent'>; userId: number } | { role: Extract<UserRole, 'teacher'>; userId: number; classId: number };

const DRAWS = 8;

/**
 * A reset code a trusted adult hands to a child who cannot receive e-mail: a linked parent (an
 * unlinked child is the same 404 as an unknown one), or the teacher of a class the child is a member
 * of (another teacher's class is 404, a student outside it 404 NOT_IN_CLASS). Eight characters to
 * type, valid for 15 minutes, shown once and stored by digest; it replaces the child's earlier unused codes.
 */
export class CreateChildResetCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly codes: CodeGenerator,
  ) {}

  async execute(command: { by: ChildResetCodeRequester; childId: number }): Promise<CreatedChildResetCode> {
    const now = this.clock.now();
    const expiresAt = resetCodeExpiresAt('adult', now);
    return this.unitOfWork.run(async (tx) => {
      await this.requireAccess(tx, command.by, command.childId);
      const child = await tx.users.findById(command.childId);
      if (!child || child.userRole !== 'student' || !child.isActive || child.blocked) throw new ChildNotFoundError();
      for (let attempt = 0; attempt < DRAWS; attempt++) {
        const code = generateChildResetCode(this.random);
        const digest = this.codes.digest(code);
        if (await tx.passwordResetCodes.digestTaken(digest)) continue;
        await tx.passwordResetCodes.replace({ digest, userId: child.id, kind: 'adult', createdBy: command.by.userId, createdAt: now, expiresAt });
        return { code: formatChildResetCode(code), expiresAt };
      }
      throw new Error('No free reset code after several draws');
    });
  }

  private async requireAccess(tx: Transaction, by: ChildResetCodeRequester, childId: number): Promise<void> {
    if (by.role === 'parent') return requireConnectedChild(tx, by.userId, childId);
    const found = await findOwnClass(tx, by.userId, by.classId);
    if (!(await tx.classMembers.isMember(found.id, childId))) throw new NotInClassError('student');
  }
}

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
    const keys = { kind: 'sign-in' as const, address: command.address, account: `reset:${digest.slice(0, 16)}`, vouched: false };
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

/**
 * Forgets reset codes an hour after they expired (the hour in which they still count toward the
 * account's mail limit). Run every hour with the account erasure.
 */
export class SweepPasswordResetCodesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.unitOfWork.run((tx) => tx.passwordResetCodes.sweepExpired(resetMailWindowStart(this.clock.now())));
  }
}
