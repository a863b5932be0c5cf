import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { TooManyAttemptsError } from '../../application/accounts/auth/auth.errors';
import type { PasswordAttemptKeys } from '../../application/ports/session-tokens.port';
import { SIGN_IN_LIMITS } from '../../domain/accounts/sign-in-limits';
import { openDataSource } from '../../infrastructure/persistence/open-data-source';
import { SqlDatabase } from '../../infrastructure/persistence/sql-database';
import { CountedSignInThrottle } from '../../infrastructure/system/counted-sign-in-throttle';
import { MemoryAttemptTimes } from '../../infrastructure/system/memory-attempt-times';
import { RedisAttemptTimes } from '../../infrastructure/system/redis-sign-in-throttle';
import { type AttemptTimesStore, keyDigest } from '../../infrastructure/system/sign-in-keys';
import { SqlAttemptTimes } from '../../infrastructure/system/sql-sign-in-throttle';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { runsOnPostgresServer } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * The sign-in limits (README, Security; domain/accounts/sign-in-limits.ts) hold alike in every store
 * of their times: in memory, in the database (PGlite, or PostgreSQL with DATABASE_URL) and in Redis,
 * and across processes sharing the database or Redis. 5 failures of one account from one address in
 * 15 minutes; 30 from one address make it busy, where accounts it does not know pass one per 2
 * seconds; a delay per account that doubles from 1 to 30 seconds after 5 failures; 5 wrong passwords
 * from a browser signed in to the account; registrations per address per hour.
 */
const withRedis = redisAnswers();
const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: 40 } };
const signIn = (account: string, address = '10.0.0.1', device: string | null = null): Extract<PasswordAttemptKeys, { kind: 'sign-in' }> => ({ kind: 'sign-in', account, address, device });
const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(TooManyAttemptsError);
const admitted = (promise: Promise<unknown>) => expect(promise).resolves.toBeDefined();

let dataSource: DataSource;
let database: SqlDatabase;
let redis: Redis | null = null;
beforeAll(async () => {
  const server = runsOnPostgresServer();
  dataSource = await openDataSource(process.env.TEST_DATABASE_URL!, process.env.TEST_DATABASE_SCHEMA ?? null, server ? 6 : 1, server);
  database = new SqlDatabase(dataSource, { namedStatements: server });
  if (withRedis) redis = new Redis(TEST_REDIS_URL);
});
afterAll(async () => {
  await dataSource.destroy();
  await redis?.quit();
});

/** Each test counts under a scope of its own: the test database and Redis are shared by every test file. */
let scope: string;
beforeEach(() => {
  scope = randomUUID();
});

const stores: Array<[string, () => AttemptTimesStore]> = [
  ['memory', (() => {
    const byScope = new Map<string, MemoryAttemptTimes>();
    return () => byScope.get(scope) ?? byScope.set(scope, new MemoryAttemptTimes()).get(scope)!;
  })()],
  ['the database', () => new SqlAttemptTimes(database, scope)],
  ...(withRedis ? [['Redis', () => new RedisAttemptTimes(redis!, `ql:signin:test:${scope}`, new MemoryAttemptTimes(), (error) => { throw error; })] as [string, () => AttemptTimesStore]] : []),
];

describe.each(stores)('sign-in limits counted in %s', (_, store) => {
  /** A process: its own throttle over the shared store. */
  const throttle = (overrides: Partial<typeof limits.signIn> = {}) => new CountedSignInThrottle(store(), clock, { ...limits, signIn: { ...SIGN_IN_LIMITS, ...overrides } });

  it('counts an attempt as soon as it starts, so a burst from one address passes only the pair limit', async () => {
    const one = throttle();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => one.attempt(signIn('sam'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof TooManyAttemptsError)).toBe(true);
    clock.advance(15 * 60);
  });

  it('counts a burst spread over two processes as one: of 12, 5 pass', async () => {
    const [first, second] = [throttle(), throttle()];
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => (i % 2 ? second : first).attempt(signIn('ada'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    clock.advance(15 * 60);
  });

  it('stops the guesser without locking the owner out from another address', async () => {
    const one = throttle();
    for (let attempt = 0; attempt < 5; attempt++) await one.attempt(signIn('zoe', '203.0.113.7'));
    await refused(one.attempt(signIn('zoe', '203.0.113.7')));
    clock.advance(1); // the account's delay after 5 failures
    await admitted(one.attempt(signIn('zoe', '198.51.100.2')));
    await one.succeeded(signIn('zoe', '198.51.100.2'));
    await refused(one.attempt(signIn('zoe', '203.0.113.7'))); // the guesser's address stays stopped
    clock.advance(15 * 60);
  });

  it('slows an account attacked from many addresses with a growing delay, never a lock', async () => {
    const one = throttle();
    let address = 0;
    const from = () => signIn('max', `192.0.2.${address++}`);
    for (let attempt = 0; attempt < 5; attempt++) await one.attempt(from());
    for (const delay of [1, 2, 4, 8, 16, 30, 30]) {
      await expect(one.attempt(from())).rejects.toMatchObject({ retryAfterSeconds: delay, busyNetwork: false });
      clock.advance(delay);
      await admitted(one.attempt(from()));
    }
    clock.advance(15 * 60);
  });

  it('stops password spraying to one guess per 2 seconds, while accounts the address knows pass at once', async () => {
    const one = throttle();
    await one.attempt(signIn('kim', '10.9.9.9'));
    await one.succeeded(signIn('kim', '10.9.9.9')); // kim signed in from the school before
    for (let attempt = 0; attempt < 30; attempt++) await one.attempt(signIn(`user${attempt}`, '10.9.9.9'));
    // Busy: an account it does not know passes one attempt per gap of 2 seconds.
    await admitted(one.attempt(signIn('new_1', '10.9.9.9')));
    await expect(one.attempt(signIn('new_2', '10.9.9.9'))).rejects.toMatchObject({ retryAfterSeconds: 2, busyNetwork: true, message: 'Many sign-in attempts come from your network. Please try again in 2 seconds.' });
    // Known at the address, or vouched for by the browser's device cookie: never held.
    for (let attempt = 0; attempt < 3; attempt++) await admitted(one.attempt(signIn('kim', '10.9.9.9')));
    await admitted(one.attempt(signIn('lee', '10.9.9.9', 'lees-browser')));
    // Another address is not busy.
    await admitted(one.attempt(signIn('new_2', '10.9.9.10')));
    clock.advance(1);
    await expect(one.attempt(signIn('new_2', '10.9.9.9'))).rejects.toMatchObject({ retryAfterSeconds: 1 });
    clock.advance(1);
    await admitted(one.attempt(signIn('new_2', '10.9.9.9')));
    clock.advance(15 * 60);
    await admitted(one.attempt(signIn('new_3', '10.9.9.9')));
    await admitted(one.attempt(signIn('new_4', '10.9.9.9')));
    clock.advance(15 * 60);
  });

  it("never holds at a busy address a student whose teacher signed in there, and lets a browser's device cookie past every limit for 5 guesses of its own", async () => {
    const one = throttle();
    await one.attempt(signIn('teacher_t', '10.4.4.4'));
    await one.succeeded(signIn('teacher_t', '10.4.4.4')); // the class's teacher signed in from the school
    for (let attempt = 0; attempt < 31; attempt++) await one.attempt(signIn(`sprayed${attempt}`, '10.4.4.4'));
    const pupil = (name: string): PasswordAttemptKeys => ({ ...signIn(name, '10.4.4.4'), vouchedBy: ['teacher_t'] });
    for (let attempt = 0; attempt < 3; attempt++) await admitted(one.attempt(pupil(`pupil${attempt}`)));
    await refused(one.attempt({ ...signIn('visitor', '10.4.4.4'), vouchedBy: ['someone_else'] }));
    // The pair at this address is stopped and the account slowed; the browser that signed in to it before is not.
    for (let attempt = 0; attempt < 5; attempt++) await one.attempt(pupil('mia'));
    await refused(one.attempt(pupil('mia')));
    const ownBrowser = { ...pupil('mia'), device: 'mias-browser' };
    for (let attempt = 0; attempt < 5; attempt++) await expect(one.attempt(ownBrowser)).resolves.toEqual({ lastForBrowser: false, byDevice: true });
    // Its own 5 are spent: it is held like any other browser.
    await refused(one.attempt(ownBrowser));
    clock.advance(15 * 60);
  });

  it('lets one of a parallel burst at a busy address through the gap, and counts the burst as it arrives', async () => {
    const [first, second] = [throttle(), throttle()];
    for (let attempt = 0; attempt < 30; attempt++) await first.attempt(signIn(`sprayed${attempt}`, '10.8.8.8'));
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => (i % 2 ? second : first).attempt(signIn(`burst${i}`, '10.8.8.8'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    clock.advance(15 * 60);
  });

  it('remembers an account known at an address for 90 days', async () => {
    const one = throttle();
    await one.attempt(signIn('ola', '10.6.6.6'));
    await one.succeeded(signIn('ola', '10.6.6.6'));
    clock.advance(89 * 86_400);
    for (let attempt = 0; attempt < 31; attempt++) await one.attempt(signIn(`sprayed${attempt}`, '10.6.6.6')).catch(() => undefined);
    await admitted(one.attempt(signIn('ola', '10.6.6.6')));
    await one.succeeded(signIn('ola', '10.6.6.6')); // known again, for 90 days from now
    clock.advance(91 * 86_400);
    for (let attempt = 0; attempt < 31; attempt++) await one.attempt(signIn(`sprayed${attempt}`, '10.6.6.6')).catch(() => undefined);
    await refused(one.attempt(signIn('ola', '10.6.6.6')));
    clock.advance(15 * 60);
  });

  it("a success forgets the account's failures and refunds its own attempt on the address", async () => {
    const one = throttle({ perAddress: 3, busyAddressGapSeconds: 60 });
    await one.attempt(signIn('sam'));
    await one.attempt(signIn('sam'));
    await one.succeeded(signIn('sam'));
    await one.attempt(signIn('kim')); // the address now holds sam's failure and kim's attempt
    await one.attempt(signIn('lee'));
    await one.attempt(signIn('max')); // the first through the busy address's gap
    await refused(one.attempt(signIn('max')));
    clock.advance(900);
  });

  it("counts a signed-in browser's wrong passwords on the account and that sign-in only: the fifth is its last", async () => {
    const one = throttle();
    const browser = (name: string) => ({ kind: 'signed-in-browser' as const, account: 'amy', browser: name });
    for (let attempt = 1; attempt <= 5; attempt++) await expect(one.attempt(browser('family-1'))).resolves.toEqual({ lastForBrowser: attempt === 5, byDevice: false });
    await refused(one.attempt(browser('family-1')));
    // The account counted them: from a form elsewhere, its growing delay applies.
    await expect(one.attempt(signIn('amy', '10.5.5.5'))).rejects.toMatchObject({ retryAfterSeconds: 1 });
    // The address of the browser was never counted: 40 such guesses at 40 accounts leave it clear.
    for (let account = 0; account < 40; account++) await one.attempt({ kind: 'signed-in-browser', account: `acc${account}`, browser: `family-x${account}` });
    await admitted(one.attempt(signIn('new_at_school', '10.0.0.1')));
    await admitted(one.attempt(signIn('new_at_school_2', '10.0.0.1')));
    clock.advance(15 * 60);
  });

  it('counts passwords typed again by a signed-in user on the account only, never on the address', async () => {
    const one = throttle();
    for (let account = 0; account < 40; account++) await one.attempt({ kind: 'account', account: `typed${account}` });
    for (let attempt = 0; attempt < 4; attempt++) await one.attempt({ kind: 'account', account: 'typed0' });
    await expect(one.attempt({ kind: 'account', account: 'typed0' })).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await admitted(one.attempt(signIn('someone', '10.0.0.1')));
    await admitted(one.attempt(signIn('someone_else', '10.0.0.1')));
    clock.advance(15 * 60);
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
    await one.attempt(signIn('solo'));
    await refused(one.attempt(signIn('solo')));
    scope = randomUUID();
    await admitted(throttle({ perIdentifierAndAddress: 1 }).attempt(signIn('solo')));
    clock.advance(15 * 60);
  });
});

describe('the database keeps digests of the keys', () => {
  it('stores digests, never the identifier or the address, and sweeps rows whose times all left their window', async () => {
    const one = new CountedSignInThrottle(new SqlAttemptTimes(database, scope), clock, limits);
    await one.attempt(signIn('kept_name', '10.7.7.7'));
    await one.succeeded(signIn('kept_name', '10.7.7.7'));
    const texts = await database.reads.rows<{ key: string }>(`SELECT key FROM sign_in_windows WHERE key LIKE '%kept_name%' OR key LIKE '%10.7.7.7%'`);
    expect(texts).toEqual([]);
    const known = keyDigest(`${scope}\nknown:kept_name\n10.7.7.7`);
    const [row] = await database.reads.rows<{ days: number }>(`SELECT extract(epoch FROM keep_until - now()) / 86400 AS days FROM sign_in_windows WHERE key = $1`, [known]);
    expect(Math.round(Number(row.days))).toBe(90);
    const stale = keyDigest(`${scope}\nid:someone`);
    await one.attempt(signIn('someone', '10.7.7.8'));
    await database.reads.execute(`UPDATE sign_in_windows SET keep_until = now() - interval '1 minute' WHERE key = $1`, [stale]);
    await one.attempt(signIn('someone_else', '10.7.7.8'));
    expect(await database.reads.rows(`SELECT key FROM sign_in_windows WHERE key = $1`, [stale])).toEqual([]);
    clock.advance(15 * 60);
  });
});

(withRedis ? describe : describe.skip)('Redis keeps digests of the keys', () => {
  it('names keys by digest, and keeps a known account for 90 days', async () => {
    const prefix = `ql:signin:test:${scope}`;
    const one = new CountedSignInThrottle(new RedisAttemptTimes(redis!, prefix, new MemoryAttemptTimes(), (error) => { throw error; }), clock, limits);
    await one.attempt(signIn('kept_name', '10.7.7.7'));
    await one.succeeded(signIn('kept_name', '10.7.7.7'));
    const names = await redis!.keys(`${prefix}:*`);
    expect(names.some((name) => name.includes('kept_name') || name.includes('10.7.7.7'))).toBe(false);
    const known = `${prefix}:{signin}:${keyDigest('known:kept_name\n10.7.7.7')}`;
    expect(Math.round((await redis!.pttl(known)) / 86_400_000)).toBe(90);
    clock.advance(15 * 60);
  });
});

if (!withRedis) describe.skip(`sign-in limits in Redis (nothing answers at ${TEST_REDIS_URL})`, () => it('needs Redis', () => undefined));
