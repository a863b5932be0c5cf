import { ApiClient, newAccount, signedInClient, STRONG_PASSWORD } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Sign-in limits stop guessers, not owners: usernames are public on the leaderboards, so failures
 * from one address must never lock the owner out elsewhere, nor on a browser where they are signed in.
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

    it('stops one address spraying one password over many accounts', async () => {
      let refusedAt = -1;
      for (let attempt = 0; attempt < 31 && refusedAt < 0; attempt++) {
        const response = await signInFrom('10.20.30.40', `nobody_${attempt}`, 'Summer2026!');
        if (response.status === 429) refusedAt = attempt;
        else expect(response.status).toBe(400);
      }
      expect(refusedAt).toBe(30);
      expect((await signInFrom('10.20.30.41', 'nobody_31', 'Summer2026!')).status).toBe(400);
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
