import { DomainError } from '../../domain/shared/domain-error';

/** Deleting an account asks for its password again: a wrong one changes nothing. */
export class DeletionConfirmationInvalidError extends DomainError {
  readonly code = 'DELETION_CONFIRMATION_INVALID';
  constructor() {
    super('That password is not right. Your account was not deleted.', { password: 'That password is not right' });
  }
}
