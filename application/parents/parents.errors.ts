import { DomainError } from '../../domain/shared/domain-error';

/**
 * An unknown student and a student who has not accepted this parent answer alike: a parent never
 * learns anything about a child before the child agreed, not even that the child exists.
 */
export class ChildNotFoundError extends DomainError {
  readonly code = 'CHILD_NOT_FOUND';
  constructor() {
    super('Child not found.');
  }
}

/** The child asked for their account to be deleted: nothing more is sent or decided for it. */
export class ChildLeavingError extends DomainError {
  readonly code = 'CHILD_ACCOUNT_BEING_DELETED';
  constructor() {
    super('This child has asked for their account to be deleted, so nothing more can be sent or decided for it. If the deletion is cancelled, try again.');
  }
}
