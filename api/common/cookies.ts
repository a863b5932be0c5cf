import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request's cookies as plain strings: a value such as `j:{}` stays the text it is, so no cookie
 * ever turns into an object a handler does not expect.
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || name in cookies) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape is kept as sent.
    }
    cookies[name] = value;
  }
  return cookies;
}

/** One cookie of the request, read from its Cookie header only when something asks. */
export const requestCookie = (request: FastifyRequest, name: string): string | undefined => parseCookieHeader(request.headers.cookie)[name];

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
  expires?: Date;
}

function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/** Adds a Set-Cookie header; several cookies in one answer each keep their own. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.header('set-cookie', serializeCookie(name, value, options));
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0) });
}
