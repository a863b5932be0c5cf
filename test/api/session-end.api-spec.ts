import request from 'supertest';
import { ApiClient, newAccount } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

function refreshCookieOf(response: request.Response): string {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('refresh_token='));
  if (!cookie) throw new Error('no refresh cookie was set');
  return cookie.split(';')[0];
}

/** Sessions end when they should: the access token stops working at once, not up to 15 minutes later. */
describe('sessions end when they should', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const client = await new ApiClient(t.app).start();
    const registered = await client.post('/api/auth/local/register', newAccount()).expect(201);
    client.jwt = registered.body.jwt;
    return { client, userId: registered.body.user.id as number, cookie: refreshCookieOf(registered) };
  }

  const refreshWith = (client: ApiClient, cookie: string) =>
    request(t.app.getHttpServer()).post('/api/token/refresh').set('Cookie', [cookie, ...client.csrfCookies]).set('X-CSRF-Token', client.csrf!);
  const meWith = (jwt: string) => request(t.app.getHttpServer()).get('/api/users/me').set('Authorization', `Bearer ${jwt}`);

  it('logout ends the access token at once', async () => {
    const { client } = await signedIn();
    const jwt = client.jwt!;
    expect((await meWith(jwt)).status).toBe(200);
    await client.post('/api/auth/logout').expect(200);
    const after = await meWith(jwt);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
  });

  it('a detected refresh replay ends every access token of that sign-in at once', async () => {
    const { client, cookie } = await signedIn();
    const rotated = await refreshWith(client, cookie).expect(200);
    const newest = rotated.body.jwt as string;
    expect((await meWith(newest)).status).toBe(200);
    t.clock.advance(10);
    expect((await refreshWith(client, cookie)).status).toBe(401); // the thief replays the spent cookie
    expect((await meWith(newest)).status).toBe(401);
    expect((await meWith(client.jwt!)).status).toBe(401);
  });

  it('blocking an account ends its access tokens at once', async () => {
    const { client, userId } = await signedIn();
    expect((await client.get('/api/users/me')).status).toBe(200);
    await t.dataSource.query('UPDATE users SET blocked = true WHERE id = $1', [userId]);
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('ending one sign-in leaves the same account signed in elsewhere', async () => {
    const first = await signedIn();
    const account = (await first.client.get('/api/users/me').expect(200)).body;
    const elsewhere = await new ApiClient(t.app).start();
    const signedInElsewhere = await elsewhere.post('/api/auth/local', { identifier: account.username, password: 'Secret123!' }).expect(200);
    await first.client.post('/api/auth/logout').expect(200);
    expect((await meWith(signedInElsewhere.body.jwt)).status).toBe(200);
  });

  it('two refreshes at once with one cookie (two tabs waking together) both get the same new pair, and the session goes on', async () => {
    const { client, cookie } = await signedIn();
    const [one, two] = await Promise.all([refreshWith(client, cookie), refreshWith(client, cookie)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(refreshCookieOf(one)).toBe(refreshCookieOf(two));
    expect((await meWith(one.body.jwt)).status).toBe(200);
    expect((await meWith(two.body.jwt)).status).toBe(200);
    const next = await refreshWith(client, refreshCookieOf(one));
    expect(next.status).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(refreshCookieOf(one));
  });

  it('a reuse within the grace window answers the same token; after it, it ends the sign-in', async () => {
    const { client, cookie } = await signedIn();
    const first = await refreshWith(client, cookie).expect(200);
    t.clock.advance(4);
    const again = await refreshWith(client, cookie).expect(200);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(first));
    t.clock.advance(2);
    expect((await refreshWith(client, cookie)).status).toBe(401);
    expect((await refreshWith(client, refreshCookieOf(first))).status).toBe(401);
    expect((await meWith(first.body.jwt)).status).toBe(401);
  });
});
