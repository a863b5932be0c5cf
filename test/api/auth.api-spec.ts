import jwt from 'jsonwebtoken';
import request from 'supertest';
import { ApiClient, newAccount, signedInClient, STRONG_PASSWORD, uniqueName } from '../support/api-client';
import { Argon2PasswordHasher, OWASP_ARGON2_COST } from '../../infrastructure/system/argon2-password-hasher';
import { createTestApp, type TestApp } from '../support/test-app';

const ROLES = ['student', 'teacher', 'parent', 'sponsor'] as const;
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

function refreshCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith('refresh_token='));
  if (!cookie) throw new Error('no refresh cookie was set');
  return cookie.split(';')[0];
}

describe('accounts and sign-in (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fresh = () => new ApiClient(t.app).start();
  const userCount = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM users'))[0].n as number;

  describe.each(ROLES)('the whole path for a %s', (role) => {
    it('registers, signs in, reads me with every profile, refreshes and logs out', async () => {
      const client = await fresh();
      const account = newAccount({
        userRole: role,
        ...(role === 'sponsor' ? { firstName: undefined, lastName: undefined, companyName: 'Acme Learning', contactPerson: 'Jo Doe' } : {}),
        timeZone: 'Pacific/Auckland',
      });
      const registered = await client.post('/api/auth/local/register', account).expect(201);
      expect(registered.body.jwt).toEqual(expect.any(String));
      expect(registered.body.user).toMatchObject({ username: account.username, email: account.email, userRole: role, tokenBalance: 0, isActive: true });
      expect(registered.body.user.passwordHash).toBeUndefined();

      const signIn = await fresh();
      const login = await signIn.post('/api/auth/local', { identifier: account.email.toUpperCase(), password: STRONG_PASSWORD }).expect(200);
      expect(login.body.user.id).toBe(registered.body.user.id);
      signIn.jwt = login.body.jwt;

      const me = await signIn.get('/api/users/me?populate=*').expect(200);
      expect(me.body).toMatchObject({ id: registered.body.user.id, userRole: role, timeZone: 'Pacific/Auckland' });
      const profileKey = `${role}Profile`;
      for (const key of ['studentProfile', 'teacherProfile', 'parentProfile', 'sponsorProfile']) {
        if (key === profileKey) expect(me.body[key]).toEqual(expect.objectContaining({ id: registered.body.user.id }));
        else expect(me.body[key]).toBeNull();
      }
      if (role === 'sponsor') expect(me.body.sponsorProfile).toMatchObject({ companyName: 'Acme Learning', contactPerson: 'Jo Doe' });
      if (role === 'student') expect(me.body.studentProfile).toMatchObject({ level: 1, xp: 0 });

      const refreshed = await signIn.post('/api/token/refresh').expect(200);
      expect(refreshed.body.jwt).toEqual(expect.any(String));
      signIn.jwt = refreshed.body.jwt;
      await signIn.get('/api/users/me').expect(200);

      await signIn.post('/api/auth/logout').expect(200);
      const afterLogout = await signIn.post('/api/token/refresh').expect(401);
      expect(afterLogout.body.code).toBe('SESSION_INVALID');
    });
  });

  it('tells the page that a sign-in exists, in a readable cookie with no secret, set and cleared with the refresh cookie', async () => {
    const client = await fresh();
    const account = newAccount({ userRole: 'student' });
    await client.post('/api/auth/local/register', account).expect(201);
    const cookieNamed = (response: request.Response, name: string) =>
      ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));

    const signIn = await fresh();
    const login = await signIn.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200);
    expect(cookieNamed(login, 'signed_in')).toBe('signed_in=1; Path=/; SameSite=Strict');
    expect(cookieNamed(login, 'refresh_token')).toMatch(/; HttpOnly/);

    signIn.jwt = login.body.jwt;
    const logout = await signIn.post('/api/auth/logout').expect(200);
    expect(cookieNamed(logout, 'signed_in')).toMatch(/^signed_in=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict$/);
  });

  it('defaults the role to student and an unknown time zone to UTC', async () => {
    const client = await fresh();
    const account = newAccount({ userRole: undefined, timeZone: 'Mars/Olympus_Mons' });
    const response = await client.post('/api/auth/local/register', account).expect(201);
    expect(response.body.user).toMatchObject({ userRole: 'student', timeZone: 'UTC' });
  });

  describe('registration rules give the spec messages and create nothing', () => {
    it.each([
      [{ username: undefined }, 'username', 'Username is required'],
      [{ username: 'ab' }, 'username', 'At least 3 characters'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email'],
      [{ password: 'Sh0rt!' }, 'password', 'At least 8 characters'],
      [{ password: 'lowercase123!' }, 'password', 'At least one uppercase letter'],
      [{ password: 'UPPERCASE123!' }, 'password', 'At least one lowercase letter'],
      [{ password: 'NoDigitsHere!' }, 'password', 'At least one number'],
      [{ password: 'NoSpecial123' }, 'password', 'At least one special character'],
    ])('%j answers 400 with %s: %s', async (overrides, field, message) => {
      const before = await userCount();
      const response = await (await fresh()).post('/api/auth/local/register', newAccount(overrides)).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.errors[field]).toBe(message);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.error.message).toBe(response.body.message);
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ username: 12345 }, 'username'],
      [{ email: ['a@b.co'] }, 'email'],
      [{ password: { value: 'x' } }, 'password'],
      [{ username: 'x'.repeat(31) }, 'username'],
      [{ email: `${'a'.repeat(250)}@example.org` }, 'email'],
      [{ password: `Aa1!${'x'.repeat(200)}` }, 'password'],
      [{ firstName: 'n'.repeat(51) }, 'firstName'],
      [{ userRole: 'admin' }, 'userRole'],
      [{ isAdmin: true }, 'isAdmin'],
    ])('refuses %j with a clear 400 on %s', async (overrides, field) => {
      const before = await userCount();
      const response = await (await fresh()).post('/api/auth/local/register', newAccount(overrides)).expect(400);
      expect(response.body.errors?.[field] ?? response.body.message).toEqual(expect.any(String));
      expect(await userCount()).toBe(before);
    });

    it('refuses a duplicate username or e-mail, whatever the case, with 409', async () => {
      const { account } = await signedInClient(t.app);
      const sameName = await (await fresh()).post('/api/auth/local/register', newAccount({ username: account.username.toUpperCase() })).expect(409);
      expect(sameName.body.code).toBe('ACCOUNT_EXISTS');
      await (await fresh()).post('/api/auth/local/register', newAccount({ email: account.email.toUpperCase() })).expect(409);
    });

    it('lets only one of two simultaneous registrations of one username through', async () => {
      const username = uniqueName('race');
      const [a, b] = await Promise.all([
        fresh().then((c) => c.post('/api/auth/local/register', newAccount({ username, email: `${username}@a.org` }))),
        fresh().then((c) => c.post('/api/auth/local/register', newAccount({ username, email: `${username}@b.org` }))),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
    });

    it('answers a body that is not JSON with 400', async () => {
      const client = await fresh();
      const response = await client.post('/api/auth/local/register').set('content-type', 'application/json').send('{"username":');
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    });
  });

  describe('sign-in', () => {
    it.each([
      [{ password: STRONG_PASSWORD }, 'Email or username is required'],
      [{ identifier: '', password: STRONG_PASSWORD }, 'Email or username is required'],
      [{ identifier: 'someone' }, 'Password is required'],
      [{ identifier: 'someone', password: '12345' }, 'Password must be at least 6 characters'],
      [{ identifier: 'someone', password: STRONG_PASSWORD, rememberMe: 'yes' }, 'rememberMe must be true or false'],
    ])('refuses %j with "%s"', async (body, message) => {
      const response = await (await fresh()).post('/api/auth/local', body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('gives one answer for a wrong password and for an unknown account', async () => {
      const { account } = await signedInClient(t.app);
      const wrong = await (await fresh()).post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' });
      const unknown = await (await fresh()).post('/api/auth/local', { identifier: uniqueName('nobody'), password: 'Wrong123!' });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('Invalid username or password');
    });

    it('spends a whole password hash on an unknown account, as on a known one (a dummy hash is verified)', async () => {
      // The same sign-in of an unknown account, on an app whose hash costs next to nothing and on one whose
      // hash costs four times the product's, differs by that hash when a dummy hash is verified, and by
      // nothing when it is not. Comparing like with like keeps out what a known account's sign-in does
      // besides (its teachers, its limits), which a busy machine can slow far more than the hash.
      const cost = { ...OWASP_ARGON2_COST, timeCost: OWASP_ARGON2_COST.timeCost * 4 };
      const [costly, cheap] = await Promise.all([createTestApp({ argon2Cost: cost }), createTestApp()]);
      try {
        const statuses = new Set<number>();
        const timed = async (app: TestApp, identifier: string) => {
          const client = await new ApiClient(app.app).start();
          const started = performance.now();
          const response = await client.post('/api/auth/local', { identifier, password: 'Wrong123!' });
          statuses.add(response.status);
          return performance.now() - started;
        };
        const hasher = new Argon2PasswordHasher(cost);
        const stored = await hasher.hash(STRONG_PASSWORD);
        const hashed = async () => {
          const started = performance.now();
          await hasher.verify(stored, 'Wrong123!');
          return performance.now() - started;
        };
        await Promise.all([timed(costly, uniqueName('warm')), timed(cheap, uniqueName('warm'))]);
        // The fastest of ten each, taken in turns: other work on the machine only makes a try slower.
        const times = { costly: [] as number[], cheap: [] as number[], hash: [] as number[] };
        for (let round = 0; round < 10; round += 1) {
          times.cheap.push(await timed(cheap, uniqueName('nobody')));
          times.costly.push(await timed(costly, uniqueName('nobody')));
          times.hash.push(await hashed());
        }
        // Every try was refused for its password, none by a limit (which would skip the hash).
        expect([...statuses]).toEqual([400]);
        expect(Math.min(...times.costly) - Math.min(...times.cheap)).toBeGreaterThan(Math.min(...times.hash) * 0.5);
      } finally {
        await Promise.all([costly.close(), cheap.close()]);
      }
    });

    it('limits attempts per identifier: the sixth failure in a row is refused with 429 even with the right password', async () => {
      const { account } = await signedInClient(t.app);
      for (let attempt = 0; attempt < 5; attempt++) {
        await (await fresh()).post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' }).expect(400);
      }
      const blocked = await (await fresh()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(429);
      expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(blocked.headers['retry-after']).toBeDefined();
      t.clock.advance(16 * 60);
      await (await fresh()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200);
    });

    it('counts parallel guesses as they arrive: of 12 at once, 5 are checked and 7 refused with 429', async () => {
      const { account } = await signedInClient(t.app);
      const clients = await Promise.all(Array.from({ length: 12 }, () => fresh()));
      const responses = await Promise.all(clients.map((client) => client.post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' })));
      expect(responses.filter((response) => response.status === 400)).toHaveLength(5);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(7);
      t.clock.advance(16 * 60);
      await (await fresh()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200);
    });

    it('sets a session cookie normally and a persistent one with rememberMe', async () => {
      const { account } = await signedInClient(t.app);
      const session = await (await fresh()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200);
      const remembered = await (await fresh())
        .post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD, rememberMe: true })
        .expect(200);
      const cookieLine = (response: request.Response) =>
        ([] as string[]).concat(response.headers['set-cookie']).find((line) => line.startsWith('refresh_token='))!;
      expect(cookieLine(session)).toMatch(/HttpOnly/);
      expect(cookieLine(session)).toMatch(/SameSite=Strict/);
      expect(cookieLine(session)).not.toMatch(/Expires=/);
      expect(cookieLine(remembered)).toMatch(/Expires=/);
    });
  });

  describe('CSRF double submit', () => {
    it('refuses a state-changing request without the token, and with a token that does not match the cookie', async () => {
      const { account } = await signedInClient(t.app);
      const noToken = await request(t.app.getHttpServer()).post('/api/auth/local').send({ identifier: account.username, password: STRONG_PASSWORD });
      expect(noToken.status).toBe(403);
      expect(noToken.body.code).toBe('CSRF_TOKEN_INVALID');
      const client = await fresh();
      const mismatch = await client.agent.post('/api/auth/local').set('X-CSRF-Token', 'x'.repeat(32)).send({ identifier: account.username, password: STRONG_PASSWORD });
      expect(mismatch.status).toBe(403);
      // Another browser's token, even echoed in both the cookie and the header, was not made from this browser's secret.
      const other = await fresh();
      const borrowed = await client.agent
        .post('/api/auth/local')
        .set('Cookie', `csrf_token=${other.csrf}`)
        .set('X-CSRF-Token', other.csrf!)
        .send({ identifier: account.username, password: STRONG_PASSWORD });
      expect(borrowed.status).toBe(403);
      expect((await client.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD })).status).toBe(200);
    });

    it('sets the token in a cookie the page reads, and its secret in one it cannot', async () => {
      const answer = await request(t.app.getHttpServer()).get('/api/csrf').expect(200);
      const lines = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
      const token = lines.find((line) => line.startsWith('csrf_token='))!;
      const secret = lines.find((line) => line.startsWith('csrf_secret='))!;
      expect(token).toMatch(/^csrf_token=[\w-]+; Path=\/; SameSite=Strict$/);
      expect(token).toContain(`csrf_token=${answer.body.csrfToken}`);
      expect(secret).toMatch(/^csrf_secret=[\w-]+; Path=\/api; HttpOnly; SameSite=Strict$/);
    });
  });

  describe('access tokens', () => {
    it.each([
      ['no token', () => undefined],
      ['a token signed with another secret', (id: number) => jwt.sign({ sub: String(id), role: 'student', typ: 'access' }, 'another-secret-another-secret-another')],
      ['an expired token', (id: number) => jwt.sign({ sub: String(id), role: 'student', typ: 'access', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_SECRET)],
      ['an alg:none token', (id: number) => jwt.sign({ sub: String(id), role: 'student', typ: 'access' }, '', { algorithm: 'none' })],
      ['an HS512 token', (id: number) => jwt.sign({ sub: String(id), role: 'student', typ: 'access' }, TEST_SECRET, { algorithm: 'HS512' })],
      ['a token of another type', (id: number) => jwt.sign({ sub: String(id), role: 'student', typ: 'refresh' }, TEST_SECRET)],
      ['garbage', () => 'not.a.token'],
    ])('refuses %s with 401', async (_, token) => {
      const { client, account } = await signedInClient(t.app);
      client.jwt = token(account.user.id) ?? null;
      const response = await client.get('/api/users/me');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHORIZED');
    });

    it('refuses a token altered from one it accepted before, in its signature or its claims', async () => {
      const { client } = await signedInClient(t.app);
      await client.get('/api/users/me').expect(200);
      const genuine = client.jwt!;
      const [header, payload, signature] = genuine.split('.');
      const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'teacher' })).toString('base64url');
      const resigned = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const altered of [`${header}.${payload}.${resigned}`, `${header}.${promoted}.${signature}`]) {
        client.jwt = altered;
        expect((await client.get('/api/users/me')).status).toBe(401);
      }
      client.jwt = genuine;
      await client.get('/api/users/me').expect(200);
    });

    it('refuses the refresh token used as an access token', async () => {
      const client = await fresh();
      const account = newAccount();
      const registered = await client.post('/api/auth/local/register', account).expect(201);
      client.jwt = refreshCookieOf(registered).split('=')[1];
      await client.get('/api/users/me').expect(401);
    });
  });

  describe('refresh tokens', () => {
    it('rotates on every refresh; replaying a spent token revokes the whole family, the newest included', async () => {
      const client = await fresh();
      const registered = await client.post('/api/auth/local/register', newAccount()).expect(201);
      const first = refreshCookieOf(registered);
      const seen = [first];
      for (let rotation = 0; rotation < 3; rotation++) {
        const response = await client.post('/api/token/refresh').expect(200);
        seen.push(refreshCookieOf(response));
      }
      expect(new Set(seen).size).toBe(4);

      const replay = await request(t.app.getHttpServer())
        .post('/api/token/refresh')
        .set('Cookie', [first, ...client.csrfCookies])
        .set('X-CSRF-Token', client.csrf!);
      expect(replay.status).toBe(401);
      for (const cookie of seen) {
        const attempt = await request(t.app.getHttpServer())
          .post('/api/token/refresh')
          .set('Cookie', [cookie, ...client.csrfCookies])
          .set('X-CSRF-Token', client.csrf!);
        expect(attempt.status).toBe(401);
      }
    });

    it('ends a sign-in at its absolute lifetime however often it is refreshed', async () => {
      const client = await fresh();
      await client.post('/api/auth/local/register', newAccount()).expect(201);
      t.clock.advance(11 * 3600);
      await client.post('/api/token/refresh').expect(200);
      t.clock.advance(13 * 3600);
      await client.post('/api/token/refresh').expect(401);
    });

    it('answers 401 without a refresh cookie', async () => {
      const response = await (await fresh()).post('/api/token/refresh').expect(401);
      expect(response.body.message).toEqual(expect.any(String));
    });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/auth/local', '/api/auth/local/register', '/api/users/me', '/api/token/refresh']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/nothing-here').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('whether an e-mail has an account, asked by registering', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3' } });
  });
  afterAll(() => t.close());

  it('is answered only within the registration limit of the address: past it, a taken e-mail gets the same 429 as a free one', async () => {
    const { account } = await signedInClient(t.app);
    const register = async (overrides: Record<string, unknown>) => (await new ApiClient(t.app).start()).post('/api/auth/local/register', newAccount(overrides));
    expect((await register({ email: account.email })).status).toBe(409);
    expect((await register({ email: `${uniqueName('free')}@example.org` })).status).toBe(201);
    const taken = await register({ email: account.email });
    const free = await register({ email: `${uniqueName('free')}@example.org` });
    for (const response of [taken, free]) {
      expect([response.status, response.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(taken.body.message).toBe(free.body.message);
  });
});
