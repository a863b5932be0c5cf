import { CURRENT_PASSWORD_WRONG } from '../../../domain/accounts/password-change';
import type { FieldProblems } from '../../../domain/shared/field-problem';
import { DomainError } from '../../../domain/shared/domain-error';

export class PasswordChangeInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(problems: FieldProblems) {
    super('Invalid password change', undefined, problems);
  }
}

/** A wrong current password: the same code as a failed sign-in, with the field it concerns. */
export class CurrentPasswordWrongError extends DomainError {
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('The current password is not correct', undefined, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
}
