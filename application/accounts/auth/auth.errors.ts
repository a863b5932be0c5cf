import { DomainError } from '../../../domain/shared/domain-error';
import type { FieldProblems } from '../../../domain/shared/field-problem';

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

const inWords = (seconds: number) => (seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`);

export class TooManyAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_ATTEMPTS';
  constructor(
    readonly retryAfterSeconds: number,
    what: 'sign-in attempts' | 'accounts registered from this address' = 'sign-in attempts',
    /** Only the many failures from the caller's network held it, for a few seconds. */
    readonly busyNetwork = false,
  ) {
    super(
      busyNetwork
        ? `Many sign-in attempts come from your network. Please try again in ${inWords(Math.max(1, retryAfterSeconds))}.`
        : `Too many ${what}. Please try again in ${inWords(Math.max(1, retryAfterSeconds))}.`,
    );
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
  constructor(problems: FieldProblems) {
    super('Invalid registration information', undefined, problems);
  }
}

export class SessionInvalidError extends DomainError {
  readonly code = 'SESSION_INVALID';
  constructor(message = 'Your session has ended. Please sign in again.') {
    super(message);
  }
}

/** A browser signed in to the account sent too many wrong passwords: its sign-in was ended. */
export class SignedOutAfterWrongPasswordsError extends SessionInvalidError {
  constructor() {
    super('Too many wrong passwords: this browser was signed out. Please sign in again.');
  }
}

export class UserNotFoundError extends DomainError {
  readonly code = 'USER_NOT_FOUND';
  constructor() {
    super('User not found');
  }
}
