import { ApiError, apiRequest, type RequestOptions } from './http-client';

/** The same failure, with the call's fallback text (spec §8) when the server gave no message. */
function withFallback(error: unknown, text: string): ApiError {
  if (error instanceof ApiError) {
    return new ApiError(error.status, error.serverMessage ?? text, error.body, error.serverMessage, error.code, error.fieldErrors);
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
