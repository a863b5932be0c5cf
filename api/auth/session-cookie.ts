import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../../application/sessions/session-policy';
import { DEVICE_COOKIE_DAYS } from '../../infrastructure/system/device-cookies';
import { clearCookie, type CookieOptions, setCookie } from '../common/cookies';

export const REFRESH_COOKIE = 'refresh_token';
/** Names the accounts that signed in on this browser (signed, no secret in it): read by sign-in only. */
export const DEVICE_COOKIE = 'device';

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

/** Renewed on every successful sign-in, for 180 days. */
export function setDeviceCookie(reply: FastifyReply, value: string, now: Date, secure: boolean): void {
  setCookie(reply, DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Strict', secure, path: '/api/auth', expires: new Date(now.getTime() + DEVICE_COOKIE_DAYS * 86_400_000) });
}
