import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { openDataSource } from '../../infrastructure/persistence/open-data-source';
import { SqlDatabase } from '../../infrastructure/persistence/sql-database';
import { keyDigest } from '../../infrastructure/system/sign-in-keys';
import { SqlSignInThrottle } from '../../infrastructure/system/sql-sign-in-throttle';
import { runsOnPostgresServer } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * The sign-in limits counted in the database (README, Security: 5 failures of one identifier from one
 * address in 15 minutes, 30 from one address, then a delay per account that doubles from 1 to 30
 * seconds after 5 failures; registrations per address per hour), shared by every process on it.
 */
describe('sign-in limits counted in the database', () => {
  let dataSource: DataSource;
  let database: SqlDatabase;
  const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
  const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 40 } };
  const keys = (identifier: string, address = '10.0.0.1') => ({ identifier, address });
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(TooManyAttemptsError);
  /** Each test counts under a scope of its own: the test database is shared by every test file. */
  let scope: string;
  const throttle = (overrides: Partial<typeof limits.signIn> = {}) => new SqlSignInThrottle(database, clock, { ...limits, signIn: { ...SIGN_IN_LIMITS, ...overrides } }, scope);

  beforeAll(async () => {
    const server = runsOnPostgresServer();
    dataSource = await openDataSource(process.env.TEST_DATABASE_URL!, process.env.TEST_DATABASE_SCHEMA ?? null, server ? 6 : 1, server);
    database = new SqlDatabase(dataSource, { namedStatements: server });
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() => {
    scope = randomUUID();
  });

  it('counts an attempt as soon as it starts, so a burst from one address passes only the pair limit', async () => {
    const one = throttle();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => one.attempt(keys('sam'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof TooManyAttemptsError)).toBe(true);
  });

  it('counts a burst spread over two processes as one: of 12, 5 pass', async () => {
    const [first, second] = [throttle(), throttle()];
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => (i % 2 ? second : first).attempt(keys('ada'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('stops the guesser without locking the owner out from another address', async () => {
    const one = throttle();
    for (let attempt = 0; attempt < 5; attempt++) await one.attempt(keys('zoe', '203.0.113.7'));
    await refused(one.attempt(keys('zoe', '203.0.113.7')));
    clock.advance(1); // the account's delay after 5 failures
    await expect(one.attempt(keys('zoe', '198.51.100.2'))).resolves.toBeUndefined();
    await one.succeeded(keys('zoe', '198.51.100.2'));
    await refused(one.attempt(keys('zoe', '203.0.113.7'))); // the guesser's address stays stopped
    clock.advance(15 * 60);
  });

  it('slows an account attacked from many addresses with a growing delay, never a lock', async () => {
    const one = throttle();
    let address = 0;
    const from = () => keys('max', `192.0.2.${address++}`);
    for (let attempt = 0; attempt < 5; attempt++) await one.attempt(from());
    for (const delay of [1, 2, 4, 8, 16, 30, 30]) {
      await expect(one.attempt(from())).rejects.toMatchObject({ retryAfterSeconds: delay });
      clock.advance(delay);
      await expect(one.attempt(from())).resolves.toBeUndefined();
    }
    clock.advance(15 * 60);
  });

  it('stops password spraying: one address across many identifiers', async () => {
    const one = throttle();
    for (let attempt = 0; attempt < 30; attempt++) await one.attempt(keys(`user${attempt}`, '10.9.9.9'));
    await expect(one.attempt(keys('another', '10.9.9.9'))).rejects.toMatchObject({ retryAfterSeconds: 900 });
    await expect(one.attempt(keys('another', '10.9.9.10'))).resolves.toBeUndefined();
    clock.advance(900);
    await expect(one.attempt(keys('another', '10.9.9.9'))).resolves.toBeUndefined();
    clock.advance(15 * 60);
  });

  it("a success forgets the identifier's failures and refunds its own attempt on the address", async () => {
    const one = throttle({ perAddress: 3 });
    await one.attempt(keys('sam'));
    await one.attempt(keys('sam'));
    await one.succeeded(keys('sam'));
    await one.attempt(keys('kim')); // the address now holds sam's failure and kim's attempt
    await one.attempt(keys('lee'));
    await refused(one.attempt(keys('max')));
    clock.advance(900);
  });

  it('lets a class of 40 register from one school address within an hour, and not a 41st, counted by every process', async () => {
    const [first, second] = [throttle(), throttle()];
    for (let registration = 0; registration < 40; registration++) await (registration % 2 ? second : first).attemptRegistration('10.1.1.1');
    await expect(first.attemptRegistration('10.1.1.1')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 3600 });
    await expect(second.attemptRegistration('10.1.1.1')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(first.attemptRegistration('10.1.1.2')).resolves.toBeUndefined();
    clock.advance(3600);
    await expect(second.attemptRegistration('10.1.1.1')).resolves.toBeUndefined();
  });

  it('keeps the counts of two scopes apart', async () => {
    const one = throttle({ perIdentifierAndAddress: 1 });
    await one.attempt(keys('solo'));
    await refused(one.attempt(keys('solo')));
    scope = randomUUID();
    await expect(throttle({ perIdentifierAndAddress: 1 }).attempt(keys('solo'))).resolves.toBeUndefined();
    clock.advance(15 * 60);
  });

  it('stores digests, never the identifier or the address, and sweeps rows no attempt touched for a day', async () => {
    const one = throttle();
    await one.attempt(keys('kept_name', '10.7.7.7'));
    const texts = await database.reads.rows<{ key: string }>(`SELECT key FROM sign_in_windows WHERE key LIKE '%kept_name%' OR key LIKE '%10.7.7.7%'`);
    expect(texts).toEqual([]);
    const stale = keyDigest(`${scope}\nid:kept_name`);
    await database.reads.execute(`UPDATE sign_in_windows SET touched_at = now() - interval '25 hours' WHERE key = $1`, [stale]);
    await one.attempt(keys('someone_else', '10.7.7.8'));
    expect(await database.reads.rows(`SELECT key FROM sign_in_windows WHERE key = $1`, [stale])).toEqual([]);
    clock.advance(15 * 60);
  });
});
