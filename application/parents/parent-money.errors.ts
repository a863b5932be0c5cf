import { DomainError } from '../../domain/shared/domain-error';

/** Unknown goal, another parent's, or one for a child no longer connected: all answer alike. */
export class GoalNotFoundError extends DomainError {
  readonly code = 'GOAL_NOT_FOUND';
  constructor() {
    super('Goal not found.');
  }
}

export class NotAParentError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor() {
    super('Only parents can use the parent dashboard.');
  }
}
