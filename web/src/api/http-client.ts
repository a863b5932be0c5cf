import { t } from '../i18n';
import { API_BASE } from './config';
import { CSRF_HEADER, csrfToken, ensureCsrf } from './csrf';
import { DEVICE_TYPE, deviceId } from './device';
import { isTokenExpired } from './jwt';
import { getAccessToken, setAccessToken } from './access-token';
import { clearStoredLogin } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Field name → message, as the server marks invalid form fields. */
export type FieldErrors = Record<string, string>;

/** A failed call: the HTTP status (0 when the network failed) and what the server said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    /** The server's own message, when it gave one. */
    readonly serverMessage: string | null = null,
    readonly code: string | null = null,
    readonly fieldErrors: FieldErrors | null = null,
    /** Seconds the server asked to wait before trying again (its Retry-After), when it asked. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Paths that never carry the bearer token and never trigger a refresh. */
const TOKENLESS_PATHS = ['/auth/local', '/auth/local/register', '/token/refresh'];
const REFRESH_PATH = '/token/refresh';

const pathOf = (path: string) => path.split('?')[0].replace(/\/+$/, '');
const usesToken = (path: string) => !TOKENLESS_PATHS.includes(pathOf(path));
const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

// ---------------------------------------------------------------------------
// The end of a session (refresh failed): listeners take the user to /login.

type SessionEndedListener = (reason: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** Called when the sign-in was dropped because the token could not be refreshed. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function endSession(reason: string): void {
  setAccessToken(null);
  clearStoredLogin();
  if (sessionEndedListeners.size === 0) {
    if (window.location.pathname !== '/login') window.location.assign('/login');
    return;
  }
  for (const listener of sessionEndedListeners) listener(reason);
}

// ---------------------------------------------------------------------------
// Reading answers

function messageIn(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value.join(', ');
  return null;
}

/** The server's message: `error.message` first, then `message`. */
export function serverMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (nested && typeof nested === 'object') {
    const fromError = messageIn((nested as Record<string, unknown>).message);
    if (fromError) return fromError;
  }
  return messageIn(record.message);
}

function codeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'string' ? code : null;
}

function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as Record<string, unknown>).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const found: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const text = messageIn(message);
    if (text) found[field] = text;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  const serverMessage = serverMessageOf(body);
  return new ApiError(
    response.status,
    serverMessage ?? t.errors.requestFailed,
    body,
    serverMessage,
    codeOf(body),
    fieldErrorsOf(body),
    retryAfterOf(response),
  );
}

/** Retry-After in seconds (the server sends seconds, never a date). */
function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

// ---------------------------------------------------------------------------
// Token refresh, shared by every request that needs it

/** The new token, or null when the server refused the refresh cookie (or there was none). */
let refreshing: Promise<string | null> | null = null;
/** The refreshes whose refusal already ended the session, so concurrent callers end it once. */
const endedBy = new WeakSet<Promise<string | null>>();

function refreshOnce(): Promise<string | null> {
  refreshing ??= (async () => {
    const before = getAccessToken();
    await ensureCsrf();
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
        method: 'POST',
        credentials: 'include',
        headers: baseHeaders(null),
      });
    } catch {
      // The network failed: the session may still be fine, so it is kept.
      throw new ApiError(0, t.errors.refreshFailed);
    }
    const body = response.ok ? await readBody(response).catch(() => null) : null;
    const jwt = body && typeof body === 'object' ? (body as Record<string, unknown>).jwt : null;
    // A sign-in that finished meanwhile keeps its own token.
    const unchanged = getAccessToken() === before;
    if (!response.ok || typeof jwt !== 'string' || jwt === '') {
      if (unchanged) setAccessToken(null);
      return null;
    }
    if (unchanged) setAccessToken(jwt);
    return jwt;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Gets a new access token with the refresh cookie. Concurrent callers share one call; a refusal ends the session. */
export async function refreshAccessToken(): Promise<string> {
  const attempt = refreshOnce();
  const jwt = await attempt;
  if (jwt === null) {
    if (!endedBy.has(attempt)) {
      endedBy.add(attempt);
      endSession(t.errors.refreshFailed);
    }
    throw new ApiError(401, t.errors.refreshFailed);
  }
  return jwt;
}

/**
 * At start and after a reload: the access token is only in memory, so the refresh cookie brings a
 * new one. Null when there is no sign-in to restore; that is no error and leads nowhere.
 */
export async function restoreSession(): Promise<string | null> {
  // The server sets this readable cookie beside the refresh cookie: without it there is nothing to restore.
  if (!/(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie)) return null;
  try {
    return await refreshOnce();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// Sending

function baseHeaders(token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('x-device-id', deviceId());
  headers.set('x-device-type', DEVICE_TYPE);
  const csrf = csrfToken();
  if (csrf) headers.set(CSRF_HEADER, csrf);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

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
    const current = getAccessToken();
    // Another request refreshed the token meanwhile: use the new one instead of refreshing again.
    const retryToken = current && current !== token && !isTokenExpired(current) ? current : await refreshAccessToken();
    response = await send(retryToken);
  } else if (response.status === 403 && isStateChanging(method)) {
    const error = await errorFrom(response.clone());
    if (error.code && CSRF_CODES.test(error.code)) {
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
