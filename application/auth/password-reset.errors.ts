import { PASSWORD_RESET_MESSAGES } from '../../domain/accounts/password-reset';
import { DomainError } from '../../domain/shared/domain-error';

/** An unknown, used or expired code: one answer for all three, so none is told apart. */
export class ResetCodeInvalidError extends DomainError {
  readonly code = 'RESET_CODE_INVALID';
  constructor() {
    super(PASSWORD_RESET_MESSAGES.codeInvalid, { code: PASSWORD_RESET_MESSAGES.codeInvalid });
  }
}

/** The new password breaks a rule or its repeat differs; the fields say which. */
export class PasswordResetInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid new password', fields);
  }
}
