import { toPublicUser, type PublicUser } from '../accounts/user.record';
import type { Clock } from '../ports/clock.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RefreshTokenGenerator, SignInThrottle } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SessionIssuer } from '../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../sessions/session-policy';
import { AccountBlockedError, InvalidCredentialsError } from './auth.errors';

export interface SignInCommand {
  identifier: string;
  password: string;
  rememberMe: boolean;
  address: string;
  /** The refresh cookie this browser holds, if any. */
  refreshToken: string | undefined;
  device: DeviceInfo;
}

export class SignInUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    private readonly refreshTokens: RefreshTokenGenerator,
  ) {}

  async execute(command: SignInCommand): Promise<{ session: IssuedSession; user: PublicUser }> {
    const keys = { address: command.address, identifier: command.identifier.trim().toLowerCase() };
    const { user, trustedBrowser } = await this.unitOfWork.run(async (tx) => {
      const found = await tx.users.findByIdentifier(keys.identifier);
      const held = found && command.refreshToken ? await tx.sessions.find(this.refreshTokens.digest(command.refreshToken)) : null;
      const now = this.clock.now();
      // A browser still holding a live session of this very account is its owner's: never throttled.
      const live = !!held && held.userId === found!.id && !held.usedAt && !held.revokedAt && held.expiresAt > now && held.familyExpiresAt > now;
      return { user: found, trustedBrowser: live };
    });
    if (!trustedBrowser) await this.throttle.attempt(keys);

    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, command.password)
      : (await this.hasher.verifyDummy(command.password), false);
    if (!user || !passwordMatches) throw new InvalidCredentialsError();
    if (user.blocked || !user.isActive) throw new AccountBlockedError();
    if (!trustedBrowser) await this.throttle.succeeded(keys);

    const session = await this.unitOfWork.run((tx) =>
      this.sessions.issue(tx, user, { persistent: command.rememberMe, device: command.device }),
    );
    return { session, user: toPublicUser(user) };
  }
}
