import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../../application/sessions/session-policy';
import { DEVICE_COOKIE_DAYS } from '../../infrastructure/system/device-cookies';
import { clearCookie, type CookieOptions, setCookie } from '../common/cookies';

export const REFRESH_COOKIE = 'refresh_token';
/** Names the accounts that signed in on this browser (signed, no secret in it): read by sign-in only. */
export const DEVICE_COOKIE = 'device';
/**
 * Readable by the page, with nothing secret in it: says that a refresh cookie was set, so a
 * signed-out page does not send a refresh that can only fail.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

function options(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'Strict', secure, path: '/api' };
}

/** A remembered sign-in gets a persistent cookie; otherwise the cookie ends with the browser session. */
export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const lifetime = session.persistent ? { expires: session.refreshExpiresAt } : {};
  setCookie(reply, REFRESH_COOKIE, session.refreshToken, { ...options(secure), ...lifetime });
  setCookie(reply, SIGNED_IN_COOKIE, '1', { ...signedInOptions(secure), ...lifetime });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  clearCookie(reply, REFRESH_COOKIE, options(secure));
  clearCookie(reply, SIGNED_IN_COOKIE, signedInOptions(secure));
}

function signedInOptions(secure: boolean): CookieOptions {
  return { httpOnly: false, sameSite: 'Strict', secure, path: '/' };
}

/** Renewed on every successful sign-in, for 180 days. */
export function setDeviceCookie(reply: FastifyReply, value: string, now: Date, secure: boolean): void {
  setCookie(reply, DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Strict', secure, path: '/api/auth', expires: new Date(now.getTime() + DEVICE_COOKIE_DAYS * 86_400_000) });
}
