import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { signedInClient } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Video Courses: a single-use code for the external app instead of the access token in its address. */
describe('video courses codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The external app's server: no cookies, no CSRF header, no bearer token. */
  const exchange = (code: unknown) => request(t.app.getHttpServer()).post('/api/auth/video-code/exchange').send({ code });

  async function issued(userRole = 'student') {
    const { client, account } = await signedInClient(t.app, { userRole });
    const response = await client.post('/api/auth/video-code').expect(201);
    return { client, account, code: response.body.data.code as string, expiresAt: response.body.data.expiresAt as string };
  }

  it('issues a random 32-byte code to a signed-in user of any role, valid for 60 seconds, storing only its SHA-256 digest', async () => {
    for (const role of ['student', 'teacher', 'parent', 'sponsor']) {
      const { code, expiresAt, account } = await issued(role);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(code, 'base64url')).toHaveLength(32);
      expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(60_000);
      const rows: { digest: string; user_id: number }[] = await t.dataSource.query('SELECT digest, user_id FROM video_codes WHERE user_id = $1', [account.user.id]);
      expect(rows).toEqual([{ digest: createHash('sha256').update(code).digest('hex'), user_id: account.user.id }]);
      expect(JSON.stringify(rows)).not.toContain(code);
    }
  });

  it('refuses to issue a code to an anonymous caller', async () => {
    const { client } = await signedInClient(t.app);
    client.jwt = null;
    const response = await client.post('/api/auth/video-code');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('exchanges a code once, without cookies or CSRF header, for a token of the video courses app', async () => {
    const { code, account } = await issued();
    const response = await exchange(code).expect(200);
    expect(response.body).toEqual({
      data: { accessToken: expect.any(String), expiresIn: expect.any(Number), user: { id: account.user.id, username: account.user.username, role: 'student' } },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const claims = claimsOf(response.body.data.accessToken);
    expect(claims).toMatchObject({ sub: String(account.user.id), role: 'student', aud: 'video-courses' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(response.body.data.expiresIn);

    const again = await exchange(code);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'VIDEO_CODE_USED', message: 'This video courses code was already used. Open Video Courses again from QuestLearn.' });
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const { code } = await issued();
    const answers = await Promise.all([exchange(code), exchange(code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
  });

  it('refuses a code after its 60 seconds', async () => {
    const { code } = await issued();
    t.clock.advance(60);
    const response = await exchange(code);
    expect(response.status).toBe(410);
    expect(response.body).toMatchObject({ code: 'VIDEO_CODE_EXPIRED', message: 'This video courses code has expired. Open Video Courses again from QuestLearn.' });
  });

  it('takes a code until just before it expires', async () => {
    const { code } = await issued();
    t.clock.advance(59);
    expect((await exchange(code)).status).toBe(200);
  });

  it('refuses an unknown code and bad input with 400', async () => {
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VIDEO_CODE_INVALID', message: 'This video courses code is not valid. Open Video Courses again from QuestLearn.' });
    for (const bad of [undefined, '', 42, 'x'.repeat(101), 'not a code!']) {
      const response = await exchange(bad);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it("refuses a blocked account's code", async () => {
    const { code, account } = await issued();
    await t.dataSource.query('UPDATE users SET blocked = true WHERE id = $1', [account.user.id]);
    const response = await exchange(code);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ACCOUNT_BLOCKED');
  });

  it("the video courses app's token is refused by the QuestLearn API itself", async () => {
    const { code, client } = await issued();
    const videoToken = (await exchange(code).expect(200)).body.data.accessToken as string;
    for (const path of ['/api/users/me', '/api/student/gaming']) {
      const response = await request(t.app.getHttpServer()).get(path).set('Authorization', `Bearer ${videoToken}`);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHORIZED');
    }
    client.jwt = videoToken;
    expect((await client.post('/api/auth/video-code')).status).toBe(401);
  });

  it('refuses any token that names an audience, even one of a live sign-in of this API', async () => {
    const { client } = await signedInClient(t.app);
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(client.jwt!);
    expect((await client.get('/api/users/me')).status).toBe(200);
    for (const audience of ['video-courses', 'questlearn']) {
      const withAudience = jwt.sign(claims, 'test-secret-that-is-long-enough-for-hs256-signing', { algorithm: 'HS256', expiresIn: 300, audience });
      const response = await request(t.app.getHttpServer()).get('/api/users/me').set('Authorization', `Bearer ${withAudience}`);
      expect(response.status).toBe(401);
    }
  });
});
