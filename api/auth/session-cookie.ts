import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../../application/sessions/session-policy';
import { clearCookie, type CookieOptions, setCookie } from '../common/cookies';

export const REFRESH_COOKIE = 'refresh_token';

function options(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'Strict', secure, path: '/api' };
}

/** A remembered sign-in gets a persistent cookie; otherwise the cookie ends with the browser session. */
export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  setCookie(reply, REFRESH_COOKIE, session.refreshToken, {
    ...options(secure),
    ...(session.persistent ? { expires: session.refreshExpiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  clearCookie(reply, REFRESH_COOKIE, options(secure));
}
