import { DomainError } from '../../domain/shared/domain-error';
import { LINK_CODE_LENGTH } from '../../domain/parents/link-code';

/** No student holds this code now: never given, replaced by a newer one, used, or older than 15 minutes. */
export class LinkCodeInvalidError extends DomainError {
  readonly code = 'LINK_CODE_INVALID';
  constructor() {
    super('This link code is invalid or has expired.', { linkCode: `A link code is ${LINK_CODE_LENGTH} letters and digits from the student's settings` });
  }
}

export class AlreadyConnectedError extends DomainError {
  readonly code = 'ALREADY_CONNECTED';
  constructor(side: 'parent' | 'student') {
    super(side === 'parent' ? 'This child is already connected to you.' : 'This parent is already connected to you.');
  }
}

export class RequestDeclinedError extends DomainError {
  readonly code = 'REQUEST_DECLINED';
  constructor() {
    super('This student declined your request.');
  }
}

/** The student has no pending request from this parent (never asked, or answered already). */
export class ParentRequestNotFoundError extends DomainError {
  readonly code = 'PARENT_REQUEST_NOT_FOUND';
  constructor() {
    super('No pending request from this parent.');
  }
}

/** The student has no connected parent with this id. */
export class ParentNotFoundError extends DomainError {
  readonly code = 'PARENT_NOT_FOUND';
  constructor() {
    super('This parent is not connected to you.');
  }
}

/**
 * Another student took the drawn link code between the check and the write (the unique index refused
 * it). The use case starts again with a new code.
 */
export class LinkCodeTakenError extends DomainError {
  readonly code = 'LINK_CODE_TAKEN';
  constructor() {
    super('Could not find a free link code. Please try again.');
  }
}
