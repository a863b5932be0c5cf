import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../../../application/sessions/session-policy';
import { DEVICE_COOKIE_DAYS } from '../../../domain/accounts/sign-in-limits';

export const REFRESH_COOKIE = 'refresh_token';
/** Names the accounts that signed in on this browser (signed, no secret in it): read by sign-in only. */
export const DEVICE_COOKIE = 'device';
/**
 * Readable by the page, with nothing secret in it: says that a refresh cookie was set, so a
 * signed-out page does not send a refresh that can only fail.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

function options(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api' };
}

/** A remembered sign-in gets a persistent cookie; otherwise the cookie ends with the browser session. */
export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const lifetime = session.persistent ? { expires: session.refreshExpiresAt } : {};
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...options(secure), ...lifetime });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...signedInOptions(secure), ...lifetime });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, options(secure));
  reply.clearCookie(SIGNED_IN_COOKIE, signedInOptions(secure));
}

function signedInOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'strict', secure, path: '/' };
}

/** Renewed on every successful sign-in, for 180 days. */
export function setDeviceCookie(reply: FastifyReply, value: string, now: Date, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth', expires: new Date(now.getTime() + DEVICE_COOKIE_DAYS * 86_400_000) });
}
