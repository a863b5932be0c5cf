import { DomainError } from '../../domain/shared/domain-error';

/** Unknown content, or content the caller may not see (private to another teacher, withdrawn). */
export class ContentNotFoundError extends DomainError {
  readonly code = 'CONTENT_NOT_FOUND';
  constructor() {
    super('This content does not exist or is no longer available.');
  }
}

export class AlreadyEnrolledError extends DomainError {
  readonly code = 'ALREADY_ENROLLED';
  constructor() {
    super('You are already enrolled in this course!');
  }
}
