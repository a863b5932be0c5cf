import { DomainError } from '../../domain/shared/domain-error';

/** The same answer for an unknown account and a wrong password, so neither reveals the other. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid username or password');
  }
}

export class AccountBlockedError extends DomainError {
  readonly code = 'ACCOUNT_BLOCKED';
  constructor() {
    super('This account is blocked. Please contact support.');
  }
}

export class TooManyAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_ATTEMPTS';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-in attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}

export class AccountExistsError extends DomainError {
  readonly code = 'ACCOUNT_EXISTS';
  constructor() {
    super('An account with this username or email already exists');
  }
}

export class RegistrationInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid registration information', fields);
  }
}

export class SessionInvalidError extends DomainError {
  readonly code = 'SESSION_INVALID';
  constructor(message = 'Your session has ended. Please sign in again.') {
    super(message);
  }
}

export class UserNotFoundError extends DomainError {
  readonly code = 'USER_NOT_FOUND';
  constructor() {
    super('User not found');
  }
}
