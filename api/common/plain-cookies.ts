/**
 * The request's cookies as plain strings. Unlike cookie-parser, a value such as `j:{}` stays the
 * text it is: no cookie ever turns into an object a handler does not expect.
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

const PARSED = Symbol('cookies');

type CookieRequest = { headers: { cookie?: string }; [PARSED]?: Record<string, string> };

/**
 * Gives every request of the app its cookies as `request.cookies`, read from the Cookie header the
 * first time something asks (the CSRF check, a refresh): a request nobody asks about parses nothing.
 */
export function plainCookies(app: { request: object }): void {
  Object.defineProperty(app.request, 'cookies', {
    configurable: true,
    enumerable: true,
    get(this: CookieRequest) {
      return (this[PARSED] ??= parseCookieHeader(this.headers.cookie));
    },
    set(this: CookieRequest, cookies: Record<string, string>) {
      this[PARSED] = cookies;
    },
  });
}
