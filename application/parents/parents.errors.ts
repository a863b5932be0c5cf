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
