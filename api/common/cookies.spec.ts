import type { FastifyReply } from 'fastify';
import { clearCookie, parseCookieHeader, setCookie } from './cookies';

/** The Set-Cookie lines an answer would carry. */
function answer() {
  const lines: string[] = [];
  const reply = { header: (name: string, value: string) => (name === 'set-cookie' && lines.push(value), reply) };
  return { reply: reply as unknown as FastifyReply, lines };
}

describe('cookies', () => {
  it('reads each cookie as the plain text it is, the first of a repeated name winning', () => {
    const cookies = parseCookieHeader('csrf_token=abc; theme="dark"; j=j%3A%7B%7D; csrf_token=later; broken=%E0%A4%A; novalue');
    expect({ ...cookies }).toEqual({ csrf_token: 'abc', theme: 'dark', j: 'j:{}', broken: '%E0%A4%A' });
    expect(parseCookieHeader('__proto__=x').__proto__).toBe('x');
    expect({ ...parseCookieHeader(undefined) }).toEqual({});
  });

  it('writes every attribute a session cookie needs, one Set-Cookie line per cookie', () => {
    const { reply, lines } = answer();
    setCookie(reply, 'refresh_token', 'a b/c', { path: '/api', httpOnly: true, secure: true, sameSite: 'Strict', expires: new Date(Date.UTC(2026, 10, 27, 12)) });
    setCookie(reply, 'csrf_token', 'xyz', { path: '/', httpOnly: false, secure: false, sameSite: 'Strict' });
    expect(lines).toEqual([
      'refresh_token=a%20b%2Fc; Path=/api; Expires=Fri, 27 Nov 2026 12:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
      'csrf_token=xyz; Path=/; SameSite=Strict',
    ]);
  });

  it('clears a cookie by expiring it on the same path', () => {
    const { reply, lines } = answer();
    clearCookie(reply, 'refresh_token', { path: '/api', httpOnly: true, secure: false, sameSite: 'Strict' });
    expect(lines).toEqual(['refresh_token=; Path=/api; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict']);
  });
});
