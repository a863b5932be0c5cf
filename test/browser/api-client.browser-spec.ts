/**
 * The web app's HTTP client and session rules, run in Node against a scripted server: the parts a
 * real browser run cannot provoke at will (concurrent 401s, one shared refresh, de-duplicated CSRF
 * calls, every error text of the sign-in and registration forms).
 */

/*
 * What the tests use of the web modules. They are loaded with require() after each reset, so that
 * every test starts with fresh module state; their own types need the DOM library, which this
 * project's compilation leaves out.
 */
interface HttpClient {
  apiRequest<T>(path: string, options?: { method?: string; body?: unknown; query?: Record<string, string> }): Promise<T>;
  onSessionEnded(listener: (reason: string) => void): () => void;
  restoreSession(): Promise<string | null>;
}
interface AccessToken {
  getAccessToken(): string | null;
  setAccessToken(token: string | null): void;
}
interface AuthApi {
  login(payload: { identifier: string; password: string }): Promise<unknown>;
  register(payload: { username: string; email: string; password: string; userRole: string }): Promise<unknown>;
}
interface Jwt {
  isTokenExpired(token: string): boolean;
}
interface AuthContextModule {
  useAuth(): unknown;
}

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.has(key) ? this.values.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: Sent) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring `inSeconds` from now (negative: already expired). */
const token = (name: string, inSeconds: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: name, exp: nowSeconds() + inSeconds })}.sig-${name}`;

/** An answer held back until the test opens the gate: calls made meanwhile find it still on its way. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  return { opened, open };
}

/** Resolves once everything already queued (answers and what the client does with them) has run. */
const queueDrained = () => new Promise<void>((done) => setImmediate(done));

let storage: MemoryStorage;
let sent: Sent[];
let handler: Handler;
let assign: jest.Mock;
let cookie: string;

function install() {
  storage = new MemoryStorage();
  sent = [];
  cookie = 'csrf_token=csrf-1';
  assign = jest.fn();
  const g = globalThis as Record<string, unknown>;
  g.window = { localStorage: storage, location: { pathname: '/student/dashboard', assign } };
  g.document = {
    get cookie() {
      return cookie;
    },
  };
  g.fetch = async (url: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const request: Sent = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return handler(request);
  };
}

function load() {
  jest.resetModules();
  return {
    client: { ...require('../../web/src/api/http-client'), ...require('../../web/src/api/session-refresh') } as HttpClient,
    auth: require('../../web/src/api/auth-api') as AuthApi,
    jwt: require('../../web/src/api/jwt') as Jwt,
    tokens: require('../../web/src/api/access-token') as AccessToken,
  };
}

const calls = (path: string) => sent.filter((request) => request.path === path);

describe('the web HTTP client', () => {
  const saved = { window: (globalThis as Record<string, unknown>).window, document: (globalThis as Record<string, unknown>).document, fetch: globalThis.fetch };
  beforeEach(() => {
    install();
    handler = () => json(200, { ok: true });
  });
  afterAll(() => {
    Object.assign(globalThis, saved);
  });

  it('sends the device headers, the CSRF header and the bearer token, but no token to login, register or refresh', async () => {
    const { client, tokens } = load();
    tokens.setAccessToken(token('a', 600));
    await client.apiRequest('/users/me', { query: { populate: '*' } });
    await client.apiRequest('/auth/local', { method: 'POST', body: { identifier: 'x', password: 'y' } });
    await client.apiRequest('/auth/local/register', { method: 'POST', body: {} });

    const [me, login, register] = sent;
    expect(me.path).toBe('/api/users/me?populate=*');
    expect(me.headers.authorization).toBe(`Bearer ${tokens.getAccessToken()}`);
    for (const request of sent) {
      expect(request.headers['x-device-type']).toBe('desktop');
      expect(request.headers['x-device-id']).toBe(storage.getItem('device_id'));
      expect(request.headers['x-csrf-token']).toBe('csrf-1');
    }
    expect(login.headers.authorization).toBeUndefined();
    expect(register.headers.authorization).toBeUndefined();
    expect(login.headers['content-type']).toBe('application/json');
    // The device id is made once and kept.
    expect(storage.getItem('device_id')).toMatch(/.{16,}/);
  });

  it('fetches the CSRF cookie once for concurrent state-changing calls when it is missing, and not for reads', async () => {
    const { client } = load();
    cookie = '';
    const csrfAnswer = gate();
    handler = async (request) => {
      if (request.path === '/api/csrf') {
        await csrfAnswer.opened;
        cookie = 'csrf_token=fresh';
        return json(200, { csrfToken: 'fresh' });
      }
      return json(200, {});
    };
    await client.apiRequest('/things');
    expect(calls('/api/csrf')).toHaveLength(0);
    // All three calls have begun when the CSRF answer comes.
    const posts = Promise.all([1, 2, 3].map(() => client.apiRequest('/things', { method: 'POST', body: {} })));
    csrfAnswer.open();
    await posts;
    expect(calls('/api/csrf')).toHaveLength(1);
    expect(sent.filter((request) => request.method === 'POST').every((request) => request.headers['x-csrf-token'] === 'fresh')).toBe(true);
  });

  it('refreshes an expired token before sending the request', async () => {
    const { client, tokens } = load();
    tokens.setAccessToken(token('old', -5));
    const fresh = token('new', 600);
    handler = (request) => (request.path === '/api/token/refresh' ? json(200, { jwt: fresh }) : json(200, { id: 1 }));
    await client.apiRequest('/users/me');
    expect(sent.map((request) => request.path)).toEqual(['/api/token/refresh', '/api/users/me']);
    expect(calls('/api/token/refresh')[0].headers.authorization).toBeUndefined();
    expect(calls('/api/users/me')[0].headers.authorization).toBe(`Bearer ${fresh}`);
    expect(tokens.getAccessToken()).toBe(fresh);
    expect(storage.getItem('auth_token')).toBeNull();
  });

  it('lets concurrent 401s wait for one shared refresh, then retries each request once', async () => {
    const { client, tokens } = load();
    const stale = token('stale', 600);
    const fresh = token('fresh', 600);
    tokens.setAccessToken(stale);
    const refreshAnswer = gate();
    handler = async (request) => {
      if (request.path === '/api/token/refresh') {
        await refreshAnswer.opened;
        return json(200, { jwt: fresh });
      }
      return request.headers.authorization === `Bearer ${fresh}` ? json(200, { path: request.path }) : json(401, { message: 'Unauthorized' });
    };
    const calling = Promise.all(['/a', '/b', '/c', '/d'].map((path) => client.apiRequest<{ path: string }>(path)));
    // The refresh answers once all four 401s have come back and been acted on.
    await queueDrained();
    expect(calls('/api/token/refresh')).toHaveLength(1);
    refreshAnswer.open();
    const answers = await calling;
    expect(answers.map((answer) => answer.path)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    for (const path of ['/api/a', '/api/b', '/api/c', '/api/d']) expect(calls(path)).toHaveLength(2);
  });

  it('retries at most once: a second 401 is the answer', async () => {
    const { client, tokens } = load();
    tokens.setAccessToken(token('t', 600));
    handler = (request) => (request.path === '/api/token/refresh' ? json(200, { jwt: token('again', 600) }) : json(401, { message: 'Nope' }));
    await expect(client.apiRequest('/users/me')).rejects.toMatchObject({ status: 401, message: 'Nope' });
    expect(calls('/api/users/me')).toHaveLength(2);
    expect(calls('/api/token/refresh')).toHaveLength(1);
  });

  it('does not refresh after a 401 from the sign-in call itself', async () => {
    const { client } = load();
    handler = () => json(401, { message: 'Invalid username or password' });
    await expect(client.apiRequest('/auth/local', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/token/refresh')).toHaveLength(0);
  });

  it("forgets the token and the stored tabs when the refresh fails ('Failed to refresh token') and tells the app to go to /login", async () => {
    const { client, tokens } = load();
    tokens.setAccessToken(token('old', -5));
    storage.setItem('auth_token', token('left-by-an-earlier-version', 600));
    storage.setItem('auth_userId', '7');
    storage.setItem('student_active_tab', 'inventory');
    handler = (request) => (request.path === '/api/token/refresh' ? json(401, { message: 'No session' }) : json(200, {}));
    const ended = jest.fn();
    const stop = client.onSessionEnded(ended);

    await expect(client.apiRequest('/users/me')).rejects.toMatchObject({ message: 'Failed to refresh token' });
    expect(ended).toHaveBeenCalledWith('Failed to refresh token');
    expect(tokens.getAccessToken()).toBeNull();
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('auth_userId')).toBeNull();
    expect(storage.getItem('student_active_tab')).toBeNull();
    expect(calls('/api/users/me')).toHaveLength(0);

    // Without a listener the browser itself goes to /login.
    stop();
    tokens.setAccessToken(token('old', -5));
    await expect(client.apiRequest('/users/me')).rejects.toThrow('Failed to refresh token');
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('ends the session once when concurrent calls share one refused refresh', async () => {
    const { client, tokens } = load();
    tokens.setAccessToken(token('old', -5));
    const refreshAnswer = gate();
    handler = async (request) => {
      if (request.path === '/api/token/refresh') {
        await refreshAnswer.opened;
        return json(401, { message: 'No session' });
      }
      return json(200, {});
    };
    const ended = jest.fn();
    client.onSessionEnded(ended);
    // All three calls have begun when the refusal comes.
    const calling = Promise.allSettled(['/a', '/b', '/c'].map((path) => client.apiRequest(path)));
    refreshAnswer.open();
    const answers = await calling;
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('restores a sign-in at start with the refresh cookie: the token goes to memory, never to storage', async () => {
    const { client, tokens } = load();
    cookie = 'csrf_token=csrf-1; signed_in=1';
    const fresh = token('restored', 600);
    const refreshAnswer = gate();
    handler = async (request) => {
      if (request.path === '/api/token/refresh') {
        await refreshAnswer.opened;
        return json(200, { jwt: fresh });
      }
      return json(200, { id: 1 });
    };
    // A restore and a call at the same moment share one refresh.
    const restoring = Promise.all([client.restoreSession(), client.restoreSession()]);
    refreshAnswer.open();
    const [restored] = await restoring;
    expect(restored).toBe(fresh);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    expect(calls('/api/token/refresh')[0].headers.authorization).toBeUndefined();
    expect(tokens.getAccessToken()).toBe(fresh);
    expect(storage.getItem('auth_token')).toBeNull();
    await client.apiRequest('/users/me');
    expect(calls('/api/users/me')[0].headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it("sends no refresh when the signed_in cookie says there is no sign-in to restore, only the start's CSRF fetch when its cookie is missing", async () => {
    const { client } = load();
    expect(await client.restoreSession()).toBeNull();
    expect(sent).toEqual([]);
    cookie = '';
    expect(await client.restoreSession()).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/api/csrf']);
  });

  it('answers null when there is no sign-in to restore, without ending a session or leaving the page', async () => {
    const { client, tokens } = load();
    cookie = 'csrf_token=csrf-1; signed_in=1';
    handler = (request) => (request.path === '/api/token/refresh' ? json(401, { message: 'No active session. Please sign in.' }) : json(200, {}));
    const ended = jest.fn();
    client.onSessionEnded(ended);
    expect(await client.restoreSession()).toBeNull();
    expect(tokens.getAccessToken()).toBeNull();
    expect(ended).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    // A failed network is no sign-in either.
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await client.restoreSession()).toBeNull();
  });

  it('reads token expiry from the claim in seconds; an unreadable token counts as expired', () => {
    const { jwt } = load();
    expect(jwt.isTokenExpired(token('x', 60))).toBe(false);
    expect(jwt.isTokenExpired(token('x', -1))).toBe(true);
    expect(jwt.isTokenExpired('not-a-token')).toBe(true);
    expect(jwt.isTokenExpired(`${base64url({})}.${base64url({ sub: 1 })}.s`)).toBe(true);
  });
});

describe('the sign-in and registration error texts', () => {
  beforeEach(() => install());

  const failLogin = async (respond: Handler) => {
    handler = respond;
    const { auth } = load();
    return auth.login({ identifier: 'someone', password: 'secret1' }).then(
      () => 'no error',
      (error: Error) => error.message,
    );
  };
  const failRegistration = async (respond: Handler) => {
    handler = respond;
    const { auth } = load();
    return auth.register({ username: 'someone', email: 'a@b.org', password: 'Secret1!', userRole: 'student' }).then(
      () => 'no error',
      (error: Error) => error.message,
    );
  };

  it.each([
    ['the server message in error.message', () => json(429, { message: 'outer', error: { message: 'Too many attempts' } }), 'Too many attempts'],
    ['the server message in message', () => json(401, { message: 'Account blocked' }), 'Account blocked'],
    ['400 without a message', () => json(400, {}), 'Invalid username or password'],
    ['500 without a message', () => json(500, {}), 'Server error. Please try again later.'],
    ['another status without a message', () => json(503, {}), 'An error occurred during login'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'An error occurred during login'],
    ['an answer without jwt', () => json(200, { user: { id: 1 } }), 'Invalid response from server'],
    ['an answer without user', () => json(200, { jwt: 'x.y.z' }), 'Invalid response from server'],
  ] as Array<[string, Handler, string]>)('login: %s', async (_case, respond, expected) => {
    expect(await failLogin(respond)).toBe(expected);
  });

  it.each([
    ['the server message', () => json(409, { message: 'Username already taken', error: { message: 'Username already taken' } }), 'Username already taken'],
    ['400 without a message', () => json(400, {}), 'Invalid registration information'],
    ['500 without a message', () => json(500, {}), 'An error occurred during registration'],
    ['an answer without jwt', () => json(201, { user: { id: 1 } }), 'Invalid response from server'],
  ] as Array<[string, Handler, string]>)('registration: %s', async (_case, respond, expected) => {
    expect(await failRegistration(respond)).toBe(expected);
  });

  it('keeps the field messages the server marks', async () => {
    handler = () => json(400, { message: 'At least 3 characters', errors: { username: 'At least 3 characters' } });
    const { auth } = load();
    await expect(auth.register({ username: 'ab', email: 'a@b.org', password: 'Secret1!', userRole: 'student' })).rejects.toMatchObject({
      message: 'At least 3 characters',
      fieldErrors: { username: 'At least 3 characters' },
    });
  });
});

describe('the session context', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    jest.resetModules();
    // React, its server renderer and the module under test from one module registry (one React).
    const { createElement } = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { useAuth } = require('../../web/src/auth/auth-context') as AuthContextModule;
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow('useAuth must be used within an AuthProvider');
  });
});
