import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error';

function firstMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages[messages.length - 1];
    Object.assign(fields, firstMessages(error.children ?? [], `${path}.`));
  }
  return fields;
}

/**
 * Leaves path parameters as typed: each route's own pipe reads them strictly (an id is decimal
 * digits), where a conversion here would first turn `0x10` or `016` into 16.
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return Promise.resolve(value);
    return super.transform(value, metadata);
  }
}

/** Validates every body and query with its DTO; unknown fields are refused. */
export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = firstMessages(errors);
      return new ApiError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields);
    },
  });
}
