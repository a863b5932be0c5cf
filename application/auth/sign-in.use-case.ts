import { toPublicUser, type PublicUser } from '../accounts/user.record';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { SignInThrottle } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SessionIssuer } from '../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../sessions/session-policy';
import { AccountBlockedError, InvalidCredentialsError } from './auth.errors';

export interface SignInCommand {
  identifier: string;
  password: string;
  rememberMe: boolean;
  address: string;
  device: DeviceInfo;
}

export class SignInUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(command: SignInCommand): Promise<{ session: IssuedSession; user: PublicUser }> {
    const keys = { address: command.address, identifier: command.identifier.trim().toLowerCase() };
    await this.throttle.attempt(keys);

    const user = await this.unitOfWork.run((tx) => tx.users.findByIdentifier(keys.identifier));
    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, command.password)
      : (await this.hasher.verifyDummy(command.password), false);
    if (!user || !passwordMatches) throw new InvalidCredentialsError();
    if (user.blocked || !user.isActive) throw new AccountBlockedError();
    await this.throttle.succeeded(keys);

    const session = await this.unitOfWork.run((tx) =>
      this.sessions.issue(tx, user, { persistent: command.rememberMe, device: command.device }),
    );
    return { session, user: toPublicUser(user) };
  }
}
