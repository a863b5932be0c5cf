/** Calls of the API as another device makes them: a CSRF pair, then a bearer token once signed in. */
export function apiOf(baseUrl: string) {
  let csrf: { token: string; cookie: string } | null = null;
  return async function call<T>(method: string, path: string, body?: unknown, jwt?: string): Promise<T> {
    if (!csrf) {
      const answer = await fetch(`${baseUrl}/api/csrf`);
      csrf = { token: ((await answer.json()) as { csrfToken: string }).csrfToken, cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] };
    }
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf.token, Cookie: csrf.cookie, ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Signs in through the API (as another device would) and answers the access token. */
export async function signInThroughApi(call: ReturnType<typeof apiOf>, identifier: string, password: string): Promise<string> {
  return (await call<{ jwt: string }>('POST', '/auth/local', { identifier, password })).jwt;
}
