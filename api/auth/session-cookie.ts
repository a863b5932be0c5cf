import type { CookieOptions, Response } from 'express';
import type { IssuedSession } from '../../application/sessions/session-policy';

export const REFRESH_COOKIE = 'refresh_token';

function options(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api' };
}

/** A remembered sign-in gets a persistent cookie; otherwise the cookie ends with the browser session. */
export function setRefreshCookie(response: Response, session: IssuedSession, secure: boolean): void {
  response.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...options(secure),
    ...(session.persistent ? { expires: session.refreshExpiresAt } : {}),
  });
}

export function clearRefreshCookie(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_COOKIE, options(secure));
}
