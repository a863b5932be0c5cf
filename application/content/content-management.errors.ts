import { DomainError } from '../../domain/shared/domain-error';

/** What a teacher tried to do with another teacher's content. */
export type ContentAction = 'edit' | 'delete' | 'publish' | 'unpublish' | 'see the analytics of';

/** A teacher may manage only their own content. */
export class NotContentOwnerError extends DomainError {
  readonly code = 'NOT_CONTENT_OWNER';
  constructor(action: ContentAction) {
    super(`You can only ${action} your own content.`);
  }
}

/** Content students are enrolled in stays published: they paid for it, or hold it. */
export class ContentHasStudentsError extends DomainError {
  readonly code = 'CONTENT_HAS_STUDENTS';
  constructor() {
    super('Students are enrolled in this content, so it stays published. Delete it instead to take it out of the catalogue (they keep their access).');
  }
}
