import { request, type IncomingHttpHeaders } from 'node:http';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export interface CallOptions {
  body?: object;
  headers?: Record<string, string>;
  /** The loopback address the request comes from, as a client of its own would (127.0.0.2, say). */
  from?: string;
}

/** One request on a connection of its own (no keep-alive), so each may reach another process. */
export function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        localAddress: options.from,
        headers: { connection: 'close', ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The headers that send a CSRF pair back, as a browser would: its cookies (the token and its secret) and the token. */
function csrfHeadersFrom(token: string, setCookies: readonly string[]): Record<string, string> {
  return { cookie: setCookies.map((line) => line.split(';')[0]).join('; '), 'x-csrf-token': token };
}

/** A CSRF pair from GET /api/csrf, on a connection of its own, and the headers that carry it. */
export async function csrfHeaders(baseUrl: string, from?: string): Promise<Record<string, string>> {
  const answer = await call(baseUrl, 'GET', '/api/csrf', { from });
  return csrfHeadersFrom(answer.body.csrfToken as string, ([] as string[]).concat(answer.headers['set-cookie'] ?? []));
}

/** The same over fetch's shared connections. */
export async function fetchCsrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return csrfHeadersFrom(csrfToken, response.headers.getSetCookie());
}
