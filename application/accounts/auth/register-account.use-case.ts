import { isUserRole, type UserRole } from '../../../domain/accounts/roles';
import { UNKNOWN_ROLE, validateRegistration } from '../../../domain/accounts/registration-validation';
import { isValidTimeZone } from '../../../domain/shared/calendar';
import { toPublicUser, type PublicUser } from '../user.record';
import type { Clock } from '../../ports/clock.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { SignInThrottle } from '../../ports/session-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { SessionIssuer } from '../../sessions/session-issuer';
import type { DeviceInfo, IssuedSession } from '../../sessions/session-policy';
import { AccountExistsError, RegistrationInvalidError } from './auth.errors';

export interface RegisterAccountCommand {
  username: string;
  email: string;
  password: string;
  userRole?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  contactPerson?: string;
  timeZone?: string;
  /** Where the request came from: registrations are limited per address. */
  address: string;
  device: DeviceInfo;
}

const ROLES_WITH_NAMES: UserRole[] = ['student', 'teacher', 'parent'];
const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export class RegisterAccountUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(command: RegisterAccountCommand): Promise<{ session: IssuedSession; user: PublicUser }> {
    const role = command.userRole ?? 'student';
    const username = command.username?.trim() ?? '';
    const email = command.email?.trim().toLowerCase() ?? '';
    const problems = validateRegistration({
      username,
      email,
      password: command.password,
      confirmPassword: command.password,
    });
    if (!isUserRole(role)) problems.userRole = UNKNOWN_ROLE;
    if (Object.keys(problems).length > 0) throw new RegistrationInvalidError(problems);
    const userRole = role as UserRole;
    await this.throttle.attemptRegistration(command.address);

    const passwordHash = await this.hasher.hash(command.password);
    const withNames = ROLES_WITH_NAMES.includes(userRole);
    return this.unitOfWork.run(async (tx) => {
      if (await tx.users.usernameOrEmailTaken(username, email)) throw new AccountExistsError();
      const user = await tx.users.create({
        username,
        email,
        passwordHash,
        userRole,
        firstName: withNames ? blankToNull(command.firstName) : null,
        lastName: withNames ? blankToNull(command.lastName) : null,
        companyName: userRole === 'sponsor' ? blankToNull(command.companyName) : null,
        contactPerson: userRole === 'sponsor' ? blankToNull(command.contactPerson) : null,
        timeZone: command.timeZone && isValidTimeZone(command.timeZone) ? command.timeZone : 'UTC',
        registeredAt: this.clock.now(),
      });
      const session = await this.sessions.issue(tx, user, { persistent: false, device: command.device });
      return { session, user: toPublicUser(user) };
    });
  }
}
