import { toPublicUser, type PublicUser } from '../user.record';
import type { Clock } from '../../ports/clock.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import { accountKey, type PasswordAttemptKeys, type RefreshTokenGenerator, type SignInThrottle } from '../../ports/session-tokens.port';
import type { VouchingDevice } from '../device-vouching.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import type { SessionIssuer } from '../../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../../sessions/session-policy';
import { AccountBlockedError, InvalidCredentialsError, SignedOutAfterWrongPasswordsError } from './auth.errors';

export interface SignInCommand {
  identifier: string;
  password: string;
  rememberMe: boolean;
  address: string;
  /** The refresh cookie this browser holds, if any. */
  refreshToken: string | undefined;
  /** This browser's device cookie (signed by this server), when it holds one: it vouches for the accounts it names. */
  vouchingDevice: VouchingDevice | null;
  device: DeviceInfo;
}

/**
 * Signs in with a password, within the limits of domain/accounts/sign-in-limits.ts. A student's
 * teachers vouch for them where they signed in themselves (the school's address). A browser that
 * holds a live sign-in of the account counts its wrong passwords on that account and that sign-in,
 * never on the address; when it has spent its guesses, its sign-in ends.
 */
export class SignInUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    private readonly refreshTokens: RefreshTokenGenerator,
    private readonly liveSessions: LiveSessions,
  ) {}

  async execute(command: SignInCommand): Promise<{ session: IssuedSession; user: PublicUser }> {
    const identifier = command.identifier.trim().toLowerCase();
    const { user, liveFamily, teachers } = await this.unitOfWork.run(async (tx) => {
      const found = await tx.users.findByIdentifier(identifier);
      const held = found && command.refreshToken ? await tx.sessions.find(this.refreshTokens.digest(command.refreshToken)) : null;
      const now = this.clock.now();
      const live = !!held && held.userId === found!.id && !held.usedAt && !held.revokedAt && held.expiresAt > now && held.familyExpiresAt > now;
      const teachers = found?.userRole === 'student' && !live ? await tx.classMembers.teachersOfStudent(found.id) : [];
      return { user: found, liveFamily: live ? held.familyId : null, teachers };
    });
    const account = accountKey(user, identifier);
    const device = user && command.vouchingDevice?.accounts.includes(user.id) ? command.vouchingDevice.id : null;
    const keys: PasswordAttemptKeys = liveFamily
      ? { kind: 'signed-in-browser', account, browser: liveFamily, device }
      : {
          kind: 'sign-in',
          account,
          address: command.address,
          device,
          vouchedBy: teachers.map((id) => accountKey({ id }, '')),
        };
    const admission = await this.throttle.attempt(keys);

    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, command.password)
      : (await this.hasher.verifyDummy(command.password), false);
    if (!user || !passwordMatches) {
      if (liveFamily && admission.lastForBrowser) {
        await this.unitOfWork.run((tx) => tx.sessions.revokeFamily(liveFamily, this.clock.now()));
        await this.liveSessions.ended([liveFamily]);
        throw new SignedOutAfterWrongPasswordsError();
      }
      throw new InvalidCredentialsError();
    }
    if (user.blocked || !user.isActive) throw new AccountBlockedError();
    await this.throttle.succeeded(keys, admission);

    const session = await this.unitOfWork.run((tx) =>
      this.sessions.issue(tx, user, { persistent: command.rememberMe, device: command.device }),
    );
    return { session, user: toPublicUser(user) };
  }
}
