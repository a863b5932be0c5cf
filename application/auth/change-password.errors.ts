import { PASSWORD_CHANGE_MESSAGES } from '../../domain/accounts/password-change';
import { DomainError } from '../../domain/shared/domain-error';

export class PasswordChangeInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid password change', fields);
  }
}

/** A wrong current password: the same code as a failed sign-in, with the field it concerns. */
export class CurrentPasswordWrongError extends DomainError {
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super(PASSWORD_CHANGE_MESSAGES.currentWrong, { currentPassword: PASSWORD_CHANGE_MESSAGES.currentWrong });
  }
}
