import { ApiClient, newAccount, signedInClient, STRONG_PASSWORD } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Sign-in limits stop guessers, not owners: usernames are public on the leaderboards, so failures
 * from one address must never lock the owner out elsewhere, nor on a browser where they are signed in;
 * and schools share one address, so one guesser there must never lock the school out.
 */
describe('sign-in limits that stop guessers and not owners', () => {
  describe('behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
    });
    afterAll(() => t.close());

    const signInFrom = async (address: string, identifier: string, password: string) =>
      (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier, password }).set('X-Forwarded-For', address);

    it('stops the guesser at their address while the owner signs in from another', async () => {
      const { account } = await signedInClient(t.app);
      for (let attempt = 0; attempt < 5; attempt++) expect((await signInFrom('203.0.113.7', account.username, 'Wrong123!')).status).toBe(400);
      const guesser = await signInFrom('203.0.113.7', account.username, STRONG_PASSWORD);
      expect(guesser.status).toBe(429);
      expect(guesser.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(1); // the account's short delay after five failures
      expect((await signInFrom('198.51.100.2', account.username, STRONG_PASSWORD)).status).toBe(200);
      expect((await signInFrom('203.0.113.7', account.username, STRONG_PASSWORD)).status).toBe(429);
      t.clock.advance(15 * 60);
    });

    it('slows an account guessed at from many addresses, and never locks it', async () => {
      const { account } = await signedInClient(t.app);
      for (let attempt = 0; attempt < 5; attempt++) expect((await signInFrom(`192.0.2.${attempt}`, account.username, 'Wrong123!')).status).toBe(400);
      const slowed = await signInFrom('192.0.2.50', account.username, STRONG_PASSWORD);
      expect(slowed.status).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');
      expect(slowed.body.message).toBe('Too many sign-in attempts. Please try again in 1 second.');
      t.clock.advance(1);
      expect((await signInFrom('192.0.2.51', account.username, STRONG_PASSWORD)).status).toBe(200);
      t.clock.advance(15 * 60);
    });

    it('stops one address spraying one password over many accounts: after 30 failures, one guess per 2 seconds', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) statuses.push((await signInFrom('10.20.30.40', `nobody_${attempt}`, 'Summer2026!')).status);
      expect(statuses).toEqual(Array(31).fill(400)); // the 31st went through the busy address's gap
      const held = await signInFrom('10.20.30.40', 'nobody_31', 'Summer2026!');
      expect(held.status).toBe(429);
      expect(held.headers['retry-after']).toBe('2');
      expect(held.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Many sign-in attempts come from your network. Please try again in 2 seconds.' });
      expect((await signInFrom('10.20.30.41', 'nobody_31', 'Summer2026!')).status).toBe(400);
      t.clock.advance(2);
      expect((await signInFrom('10.20.30.40', 'nobody_31', 'Summer2026!')).status).toBe(400);
      expect((await signInFrom('10.20.30.40', 'nobody_32', 'Summer2026!')).status).toBe(429);
      t.clock.advance(15 * 60);
    });

    it('never holds back, at a busy address, an account that signed in there before or a browser its device cookie vouches for', async () => {
      const school = '10.20.40.50';
      const { account: known } = await signedInClient(t.app);
      const { account: vouched } = await signedInClient(t.app);
      const { account: stranger } = await signedInClient(t.app);
      expect((await signInFrom(school, known.username, STRONG_PASSWORD)).status).toBe(200);
      // The vouched one signed in at home on the browser they bring to school.
      const browser = await new ApiClient(t.app).start();
      const home = await browser.post('/api/auth/local', { identifier: vouched.username, password: STRONG_PASSWORD }).set('X-Forwarded-For', '192.0.2.99');
      expect(home.status).toBe(200);
      expect(([] as string[]).concat(home.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('device='))).toMatch(/^device=v1\.\d+\.\d+\.[\w-]+; Path=\/api\/auth; Expires=.*; HttpOnly; SameSite=Strict$/);
      await browser.post('/api/auth/logout').set('X-Forwarded-For', '192.0.2.99').expect(200);
      for (let attempt = 0; attempt < 31; attempt++) await signInFrom(school, `sprayed_${attempt}`, 'Summer2026!');
      expect((await signInFrom(school, stranger.username, STRONG_PASSWORD)).status).toBe(429);
      expect((await signInFrom(school, known.username, STRONG_PASSWORD)).status).toBe(200);
      expect((await browser.post('/api/auth/local', { identifier: vouched.username, password: STRONG_PASSWORD }).set('X-Forwarded-For', school)).status).toBe(200);
      // A device cookie this server did not sign vouches for nobody.
      const forger = await new ApiClient(t.app).start();
      const forged = `device=v1.${stranger.user.id}.${t.clock.now().getTime()}.${'A'.repeat(43)}`;
      expect((await forger.post('/api/auth/local', { identifier: stranger.username, password: STRONG_PASSWORD }).set('X-Forwarded-For', school).set('Cookie', forged)).status).toBe(429);
      t.clock.advance(2);
      expect((await signInFrom(school, stranger.username, STRONG_PASSWORD)).status).toBe(200);
      t.clock.advance(15 * 60);
    });

    it("never lets a guesser elsewhere keep an owner out of the browser they signed in on; that browser's own wrong passwords make it a stranger after 5", async () => {
      const { account } = await signedInClient(t.app);
      const own = await new ApiClient(t.app).start();
      const signInOwn = (password: string) => own.post('/api/auth/local', { identifier: account.username, password }).set('X-Forwarded-For', '192.0.2.120');
      expect((await signInOwn(STRONG_PASSWORD)).status).toBe(200);
      await own.post('/api/auth/logout').set('X-Forwarded-For', '192.0.2.120').expect(200);
      // A guesser keeps the account slowed (a guess as each delay ends) and stops it at the owner's own address.
      for (let attempt = 0; attempt < 12; attempt++) {
        expect((await signInFrom(`198.18.0.${attempt}`, account.username, 'Wrong123!')).status).toBe(400);
        t.clock.advance(30);
      }
      for (let attempt = 0; attempt < 5; attempt++) await signInFrom('192.0.2.120', account.username, 'Wrong123!');
      expect((await signInFrom('192.0.2.120', account.username, STRONG_PASSWORD)).status).toBe(429);
      expect((await signInFrom('198.18.0.10', account.username, STRONG_PASSWORD)).status).toBe(429);
      // The owner's own browser gets in at once.
      expect((await signInOwn(STRONG_PASSWORD)).status).toBe(200);
      await own.post('/api/auth/logout').set('X-Forwarded-For', '192.0.2.120').expect(200);
      // Whoever else uses that browser: 5 wrong passwords, then its cookie vouches no more and the limits hold it.
      for (let attempt = 0; attempt < 5; attempt++) expect((await signInOwn('Wrong123!')).status).toBe(400);
      expect((await signInOwn(STRONG_PASSWORD)).status).toBe(429);
      t.clock.advance(15 * 60);
    });

    it('counts wrong passwords typed again in Settings on the account only: they never make the address busy', async () => {
      const school = '10.20.50.60';
      for (let user = 0; user < 8; user++) {
        const { client } = await signedInClient(t.app);
        for (let attempt = 0; attempt < 5; attempt++) {
          const wrong =
            user % 2
              ? await client.post('/api/auth/change-password', { currentPassword: 'Wrong123!', newPassword: 'Brand-New9!' }).set('X-Forwarded-For', school)
              : await client.post('/api/users/me/deletion', { password: 'Wrong123!' }).set('X-Forwarded-For', school);
          expect(wrong.status).toBe(user % 2 ? 400 : 422);
        }
      }
      const { account: newcomer } = await signedInClient(t.app);
      expect((await signInFrom(school, newcomer.username, STRONG_PASSWORD)).status).toBe(200);
      t.clock.advance(15 * 60);
    });

    it("ends the sign-in of a browser that sends 5 wrong passwords with its live cookie, and counts them on the account", async () => {
      const { client: holder, account } = await signedInClient(t.app);
      holder.jwt = (await holder.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200)).body.jwt;
      const cookie = holder.agent.jar.getCookie('refresh_token', { path: '/api', domain: '127.0.0.1', secure: false, script: false });
      expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
      for (let attempt = 1; attempt <= 4; attempt++) expect((await holder.post('/api/auth/local', { identifier: account.username, password: `Wrong${attempt}!` })).status).toBe(400);
      const fifth = await holder.post('/api/auth/local', { identifier: account.username, password: 'Wrong5!' });
      expect(fifth.status).toBe(401);
      expect(fifth.body).toMatchObject({ code: 'SESSION_INVALID', message: 'Too many wrong passwords: this browser was signed out. Please sign in again.' });
      expect(([] as string[]).concat(fifth.headers['set-cookie'] ?? []).find((line) => line.startsWith('refresh_token='))).toMatch(/^refresh_token=; .*Expires=Thu, 01 Jan 1970/);
      // The sign-in is over: its access token and its refresh cookie, even if kept, are refused.
      expect((await holder.get('/api/users/me')).status).toBe(401);
      const kept = await (await new ApiClient(t.app).start()).post('/api/token/refresh').set('Cookie', `refresh_token=${cookie?.value}`);
      expect(kept.status).toBe(401);
      // The account counted the five: the next attempt waits the account's delay, then the owner signs in.
      const next = await holder.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD });
      expect(next.status).toBe(429);
      t.clock.advance(1);
      expect((await holder.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD })).status).toBe(200);
      t.clock.advance(15 * 60);
    });

    it('checks 5 of 40 wrong passwords sent at once with a live cookie: the rest wait', async () => {
      const { client: holder, account } = await signedInClient(t.app);
      await holder.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, attempt) => holder.post('/api/auth/local', { identifier: account.username, password: `Wrong${attempt}!` })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400 || status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 401)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      t.clock.advance(15 * 60);
    });
  });

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3' } });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: the socket address counts', async () => {
      const { account } = await signedInClient(t.app);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' }).set('X-Forwarded-For', `198.18.0.${attempt}`)).status).toBe(400);
      }
      t.clock.advance(1);
      const elsewhere = await (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).set('X-Forwarded-For', '198.18.9.9');
      expect(elsewhere.status).toBe(429);
      t.clock.advance(15 * 60);
    });

    it('never locks out a browser that holds a live session of the account', async () => {
      const { client: owner, account } = await signedInClient(t.app);
      for (let attempt = 0; attempt < 6; attempt++) await (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' });
      expect((await (await new ApiClient(t.app).start()).post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD })).status).toBe(429);
      const again = await owner.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD });
      expect(again.status).toBe(200);
      // The session it held is for this account only: a wrong password is still just wrong, and counted.
      expect((await owner.post('/api/auth/local', { identifier: account.username, password: 'Wrong123!' })).status).toBe(400);
      t.clock.advance(15 * 60);
    });

    it('limits registrations per address by its setting, counting only accounts that could be made', async () => {
      const client = await new ApiClient(t.app).start();
      // Two accounts exist already from this address in this app; a refused form does not count.
      expect((await client.post('/api/auth/local/register', { ...newAccount(), password: 'short' })).status).toBe(400);
      expect((await client.post('/api/auth/local/register', newAccount())).status).toBe(201);
      const refused = await client.post('/api/auth/local/register', newAccount());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('accounts registered from this address') });
      t.clock.advance(3600);
      expect((await client.post('/api/auth/local/register', newAccount())).status).toBe(201);
    });
  });
});
