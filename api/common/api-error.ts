import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-codes';
import type { FieldProblems } from '../../domain/shared/field-problem';

/** Errors raised by the API layer itself (guards, validation), in the same shape as business errors. */
export class ApiError extends DomainError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    problems?: FieldProblems,
  ) {
    super(message, fields, problems);
  }
}
