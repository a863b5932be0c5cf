import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../domain/shared/domain-error';
import { TooManyAttemptsError } from '../../application/accounts/auth/auth.errors';
import { TooManyJoinAttemptsError } from '../../application/classes/classes.errors';
import { LeaderboardRebuildingError } from '../../application/leaderboard/leaderboard.errors';
import { RangeNotSatisfiableError } from '../../domain/media/byte-spans';
import type { FieldProblems } from '../../domain/shared/field-problem';
import { statusForCode } from './error-status';
import { fieldProblemMessages, wordedFormOf } from './field-problem-messages';

const NAME_BY_STATUS: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  402: 'PaymentRequiredError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  408: 'RequestTimeoutError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  414: 'UriTooLongError',
  415: 'UnsupportedMediaTypeError',
  416: 'RangeNotSatisfiableError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  431: 'RequestHeaderFieldsTooLargeError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Every error leaves as `{ statusCode, code, message, error: { status, name, message }, errors?, problems? }`:
 * `errors` a message per form field, `problems` the same fields' codes with their parameters.
 */
export function errorBody(status: number, code: string, message: string, fields?: Record<string, string>, problems?: FieldProblems) {
  return {
    statusCode: status,
    code,
    message,
    error: { status, name: NAME_BY_STATUS[status] ?? 'Error', message },
    ...(fields ? { errors: fields } : {}),
    ...(problems ? { problems } : {}),
  };
}

/** The 4xx status of an error the HTTP server raised on its own (a body past the limit, a length that lies). */
function clientErrorStatus(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, code, message, fields, problems } = this.describe(exception);
    if (exception instanceof TooManyAttemptsError || exception instanceof TooManyJoinAttemptsError || exception instanceof LeaderboardRebuildingError) {
      reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    if (exception instanceof RangeNotSatisfiableError) reply.header('Content-Range', `bytes */${exception.fileSize}`);
    reply.code(status).send(errorBody(status, code, message, fields, problems));
  }

  private describe(exception: unknown): { status: number; code: string; message: string; fields?: Record<string, string>; problems?: FieldProblems } {
    if (exception instanceof DomainError) {
      const { code, problems } = exception;
      // The fields an error names by code only get their words here, the first one's is its message; the
      // fields it words itself (`fields`: the request checks' own) follow.
      const own = exception.fields ?? {};
      const unworded = Object.fromEntries(Object.entries(problems ?? {}).filter(([field]) => !Object.hasOwn(own, field)));
      const worded = fieldProblemMessages(unworded, wordedFormOf(exception));
      const fields = exception.fields || problems ? { ...worded, ...own } : undefined;
      const message = Object.values(worded)[0] ?? exception.message;
      return { status: statusForCode(code), code, message, fields, problems };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse() as { message?: string | string[] } | string;
      const raw = typeof body === 'string' ? body : body.message;
      const message = (Array.isArray(raw) ? raw[0] : raw) ?? exception.message;
      return { status, code: CODE_BY_STATUS[status] ?? 'ERROR', message: this.friendly(status, message) };
    }
    const refusedByServer = clientErrorStatus(exception);
    if (refusedByServer) {
      return { status: refusedByServer, code: CODE_BY_STATUS[refusedByServer] ?? 'ERROR', message: this.friendly(refusedByServer, (exception as Error).message) };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return { status: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
  }

  private friendly(status: number, message: string): string {
    if (status === 404 && message.startsWith('Cannot ')) return 'Not found';
    if (status === 413) return 'The request is too large';
    if (status === 400 && /JSON/i.test(message)) return 'The request body is not valid JSON';
    return message;
  }
}
