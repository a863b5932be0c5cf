import { t } from '../i18n';
import { getAccessToken, setAccessToken } from './access-token';
import { ApiError, readBody } from './api-error';
import { API_BASE } from './config';
import { ensureCsrf, readCookie } from './csrf';
import { discardBody } from './discard-body';
import { baseHeaders } from './request-headers';
import { clearStoredLogin } from './storage';

export const REFRESH_PATH = '/token/refresh';

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
    if (!response.ok) discardBody(response);
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
  // The app's start fetches the CSRF cookie in any case (spec: "at app start").
  await ensureCsrf();
  // The server sets this readable cookie beside the refresh cookie: without it there is nothing to restore.
  if (readCookie('signed_in') !== '1') return null;
  try {
    return await refreshOnce();
  } catch {
    return null;
  }
}
