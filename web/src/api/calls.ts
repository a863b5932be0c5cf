import { ApiError } from './api-error';
import { apiRequest, type RequestOptions } from './http-client';
import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The body of an operation's 200 or 201 answer; `unknown` (which no typed result accepts) when the document has none. */
type SuccessBody<Operation> = [Operation] extends [{ responses: { 200: { content: { 'application/json': infer Body } } } }]
  ? Body
  : [Operation] extends [{ responses: { 201: { content: { 'application/json': infer Body } } } }]
    ? Body
    : unknown;

/** The success answer of a call of the API document (schema.ts, generated): `ApiAnswer<'/api/content-items', 'get'>`. */
export type ApiAnswer<Path extends keyof paths, M extends Method> = SuccessBody<NonNullable<paths[Path][M]>>;

/** The `data` of a call that answers `{ data }`: `ApiData<'/api/content-items/{id}', 'get'>`. */
export type ApiData<Path extends keyof paths, M extends Method> = [ApiAnswer<Path, M>] extends [{ data: infer Data }] ? Data : unknown;

/** The same failure, with the call's fallback text (spec §8) when the server gave no message. */
function withFallback(error: unknown, text: string): ApiError {
  if (error instanceof ApiError) {
    return new ApiError(error.status, error.serverMessage ?? text, error.body, error.serverMessage, error.code, error.fieldErrors, error.retryAfterSeconds);
  }
  return new ApiError(0, text);
}

/** Sends a call; a failure is an ApiError with the server's message, else `failure`. */
export async function send<T>(path: string, failure: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    throw withFallback(error, failure);
  }
}

/** Calls that answer `{ data }`. */
export async function data<T>(path: string, failure: string, options: RequestOptions = {}): Promise<T> {
  const body = await send<{ data: T }>(path, failure, options);
  return body?.data as T;
}
