import { connect, type Socket } from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { signedInClient } from '../support/api-client';
import { fetchCsrf } from '../support/csrf-pair';
import { createTestApp, type TestApp } from '../support/test-app';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Sends raw bytes and resolves with the first answer line the server writes back, or null after `ms`. */
function firstAnswerLine(port: number, head: string, body: (socket: Socket) => void, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, ms);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received.split('\r\n')[0]);
      }
    });
    socket.on('error', () => undefined);
    socket.write(head);
    body(socket);
  });
}

describe('hostile requests get a clear 4xx at the edge, never a 500', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    port = t.port;
  });
  afterAll(() => t.close());

  describe('cookies are plain strings', () => {
    it.each(['j:{}', 'j:[1,2]', 'j:{"__proto__":{"x":1}}', '%E0%A4%A'])('a refresh cookie %s is a refused session on refresh and logout', async (value) => {
      const csrf = await fetchCsrf(t.app.getHttpServer());
      const cookie = [...csrf.cookies, `refresh_token=${value}`].join('; ');
      const refresh = await request(t.app.getHttpServer()).post('/api/token/refresh').set({ Cookie: cookie, 'X-CSRF-Token': csrf.token });
      expect(refresh.status).toBe(401);
      expect(refresh.body.code).toBe('SESSION_INVALID');
      const logout = await request(t.app.getHttpServer()).post('/api/auth/logout').set({ Cookie: cookie, 'X-CSRF-Token': csrf.token });
      expect(logout.status).toBeLessThan(500);
    });
  });

  describe('oversized bodies are refused before they are read', () => {
    it('answers 413 at once to a declared 100 MB body, without waiting for it', async () => {
      const started = Date.now();
      const line = await firstAnswerLine(
        port,
        'POST /api/auth/local HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n',
        (socket) => socket.write('{"identifier":"'),
        5_000,
      );
      expect(line).toBe('HTTP/1.1 413 Payload Too Large');
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it('stops reading a chunked body as soon as it passes the limit', async () => {
      const chunk = 'a'.repeat(16 * 1024);
      const line = await firstAnswerLine(
        port,
        'POST /api/auth/local HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        (socket) => {
          socket.write(`1\r\n{\r\n`);
          // 8 chunks of 16 kB pass the 100 kB limit; the body never ends.
          for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        },
        5_000,
      );
      expect(line).toBe('HTTP/1.1 413 Payload Too Large');
    });

    it('names what is wrong with a body that is not a JSON object or array', async () => {
      for (const body of ['{"identifier": ', '"just text"', '42']) {
        const csrf = await fetchCsrf(t.app.getHttpServer());
        const response = await request(t.app.getHttpServer())
          .post('/api/auth/local')
          .set({ Cookie: csrf.cookies.join('; '), 'X-CSRF-Token': csrf.token, 'Content-Type': 'application/json' })
          .send(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' });
      }
    });

    it('refuses a compressed body with 415 instead of inflating it', async () => {
      const response = await request(t.app.getHttpServer())
        .post('/api/auth/local')
        .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
        .send(Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
      expect(response.status).toBe(415);
      expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('access tokens are refused unless they are exactly what the server issues', () => {
    let userId: number;
    let valid: string;

    let sessionId: string;

    beforeAll(async () => {
      const { client, account } = await signedInClient(t.app);
      userId = account.user.id;
      valid = client.jwt!;
      sessionId = (jwt.decode(valid) as { sid: string }).sid;
    });

    const me = (token: string) => request(t.app.getHttpServer()).get('/api/users/me').set('Authorization', `Bearer ${token}`);

    it('accepts the token it issued', async () => {
      expect((await me(valid)).status).toBe(200);
    });

    it('refuses a token without an expiry', async () => {
      const forever = jwt.sign({ sub: String(userId), role: 'student', typ: 'access', sid: sessionId }, JWT_SECRET, { algorithm: 'HS256' });
      const response = await me(forever);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHORIZED');
    });

    it.each(['HS384', 'HS512'] as const)('refuses a token signed with %s, even with the right secret', async (algorithm) => {
      const other = jwt.sign({ sub: String(userId), role: 'student', typ: 'access', sid: sessionId }, JWT_SECRET, { algorithm, expiresIn: 600 });
      expect((await me(other)).status).toBe(401);
    });

    it('refuses an unsigned token', async () => {
      const unsigned = jwt.sign({ sub: String(userId), role: 'student', typ: 'access', sid: sessionId }, '', { algorithm: 'none' } as jwt.SignOptions);
      expect((await me(unsigned)).status).toBe(401);
    });
  });

  describe('every amount that is present is validated', () => {
    it.each([
      [{ xpGain: 0, source: 'study_session' }, 'xpGain'],
      [{ xpGain: -5, amount: 10, source: 'study_session' }, 'xpGain'],
      [{ xpGain: 'ten', amount: 10, source: 'study_session' }, 'xpGain'],
      [{ amount: 0, reason: 'study_session' }, 'amount'],
    ])('refuses %j naming %s and pays nothing', async (body, field) => {
      const { client } = await signedInClient(t.app);
      const response = await client.post('/api/student/xp', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
      expect((await client.get('/api/student/gaming').expect(200)).body.data.xp).toBe(0);
    });
  });
});

describe('what the browser gets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
  });
  afterAll(() => t.close());

  it('sends the security headers and no-store on every API answer, refusals included', async () => {
    const { client } = await signedInClient(t.app);
    const refusedBeforeRouting = [`/api/content-items/%E0%A4%A`, `/api/content-items/${'x'.repeat(3_000)}`];
    const answers = [
      await client.get('/api/users/me'),
      await request(t.app.getHttpServer()).get('/api/users/me'),
      await request(t.app.getHttpServer()).get('/api/nowhere'),
      ...(await Promise.all(refusedBeforeRouting.map((path) => request(t.app.getHttpServer()).get(path)))),
    ];
    for (const response of answers) {
      const policy = response.headers['content-security-policy'] as string;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/config').set('X-Forwarded-Proto', 'https');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves the API docs page only when the setting allows it', async () => {
    expect((await request(t.app.getHttpServer()).get('/api/docs-json')).status).toBe(200);
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await request(production.app.getHttpServer()).get('/api/docs-json')).status).toBe(404);
      expect((await request(production.app.getHttpServer()).get('/api/docs')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
