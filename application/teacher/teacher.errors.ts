import { DomainError } from '../../domain/shared/domain-error';

/** The caller has no teacher profile: the teacher's figures are theirs alone. */
export class NotATeacherError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor() {
    super('This dashboard is only available for teachers.');
  }
}
