import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-codes';

/** Errors raised by the API layer itself (guards, validation), in the same shape as business errors. */
export class ApiError extends DomainError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message, fields);
  }
}
