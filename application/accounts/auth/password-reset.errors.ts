import { RESET_CODE_INVALID } from '../../../domain/accounts/password-reset';
import type { FieldProblems } from '../../../domain/shared/field-problem';
import { DomainError } from '../../../domain/shared/domain-error';

/** An unknown, used or expired code: one answer for all three, so none is told apart. */
export class ResetCodeInvalidError extends DomainError {
  readonly code = 'RESET_CODE_INVALID';
  constructor() {
    super('The reset code is not valid', undefined, { code: RESET_CODE_INVALID });
  }
}

/** The new password breaks a rule or its repeat differs; the fields say which. */
export class PasswordResetInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(problems: FieldProblems) {
    super('Invalid new password', undefined, problems);
  }
}
