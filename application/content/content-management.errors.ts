import { DomainError } from '../../domain/shared/domain-error';

/** What a teacher tried to do with another teacher's content. */
export type ContentAction = 'edit' | 'delete' | 'see the analytics of';

/** A teacher may manage only their own content. */
export class NotContentOwnerError extends DomainError {
  readonly code = 'NOT_CONTENT_OWNER';
  constructor(action: ContentAction) {
    super(`You can only ${action} your own content.`);
  }
}
