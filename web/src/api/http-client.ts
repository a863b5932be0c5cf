import { t } from '../i18n';
import { getAccessToken } from './access-token';
import { ApiError, errorFrom, readBody } from './api-error';
import { API_BASE } from './config';
import { ensureCsrf } from './csrf';
import { discardBody } from './discard-body';
import { isTokenExpired } from './jwt';
import { baseHeaders } from './request-headers';
import { REFRESH_PATH, refreshAccessToken } from './session-refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Paths that never carry the bearer token and never trigger a refresh. */
const TOKENLESS_PATHS = ['/auth/local', '/auth/local/register', REFRESH_PATH];

const pathOf = (path: string) => path.split('?')[0].replace(/\/+$/, '');
const usesToken = (path: string) => !TOKENLESS_PATHS.includes(pathOf(path));
const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

export interface FetchOptions extends Omit<RequestInit, 'headers' | 'credentials'> {
  headers?: HeadersInit;
  /** Refresh an expired token before sending and retry once after a 401 (default true). */
  refresh?: boolean;
  /** Send this token instead of the one in memory. */
  token?: string | null;
}

const CSRF_CODES = /csrf/i;

/**
 * Sends a request to the API under /api and answers the raw response, whatever its status.
 * It adds the device headers, the CSRF header and the bearer token, refreshes an expired token
 * first, and after a 401 retries once with a refreshed token.
 */
export async function apiFetch(path: string, options: FetchOptions = {}): Promise<Response> {
  const { refresh = true, token: givenToken, headers: extraHeaders, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const url = /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const apiPath = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : path;
  const withToken = usesToken(apiPath);

  if (isStateChanging(method) || apiPath.includes('/auth/')) await ensureCsrf();

  let token: string | null = null;
  if (withToken) {
    token = givenToken !== undefined ? givenToken : getAccessToken();
    if (token && refresh && givenToken === undefined && isTokenExpired(token)) {
      token = await refreshAccessToken();
    }
  }

  const send = (bearer: string | null) => {
    const headers = baseHeaders(bearer);
    if (extraHeaders) new Headers(extraHeaders).forEach((value, key) => headers.set(key, value));
    if (init.body !== undefined && init.body !== null && typeof init.body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    return fetch(url, { ...init, method, headers, credentials: 'include' });
  };

  let response = await send(token);

  if (response.status === 401 && withToken && refresh && givenToken === undefined) {
    discardBody(response);
    const current = getAccessToken();
    // Another request refreshed the token meanwhile: use the new one instead of refreshing again.
    const retryToken = current && current !== token && !isTokenExpired(current) ? current : await refreshAccessToken();
    response = await send(retryToken);
  } else if (response.status === 403 && isStateChanging(method)) {
    const error = await errorFrom(response.clone());
    if (error.code && CSRF_CODES.test(error.code)) {
      discardBody(response);
      await ensureCsrf(true);
      response = await send(token);
    }
  }
  return response;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  refresh?: boolean;
  token?: string | null;
}

export function withQuery(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Sends a JSON request and answers the parsed body; a status outside 200-299 throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, method = 'GET', ...rest } = options;
  let response: Response;
  try {
    response = await apiFetch(withQuery(path, query), {
      ...rest,
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, t.errors.requestFailed);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await readBody(response)) as T;
}
