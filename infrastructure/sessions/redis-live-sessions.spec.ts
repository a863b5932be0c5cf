import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { LiveSessions, SessionStanding } from '../../application/sessions/live-sessions.port';
import type { SqlDatabase } from '../persistence/sql-database';
import { redisAnswers, TEST_REDIS_URL } from '../../test/support/redis';
import { TestClock } from '../../test/support/test-clock';
import { RedisLiveSessions } from './redis-live-sessions';
import { NOTE_MS, RECORD_PARTS, SessionRecordKeys, standingOf, withSessionRecordScripts, type AccountEntry, type SessionRecordRedis } from './redis-session-record';

const SESSION = '6f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const MINUTE = 60_000;

/** The database's answer in miniature: what it was asked, answering what the test says. */
class Truth implements LiveSessions {
  asked = 0;
  answer: SessionStanding = 'ended';
  async standing(): Promise<SessionStanding> {
    this.asked += 1;
    return this.answer;
  }
  async ended(): Promise<void> {}
  async accountChanged(): Promise<void> {}
}

/**
 * Redis in miniature, for the adapter's decisions: its status, what each MGET answers (by the kind
 * of key: a part's built mark, a sign-in's entry, an account's entry), and what each command was
 * asked. A rebuild over it finds an empty database and succeeds unless told to fail.
 */
function fakeRedis() {
  const fake = {
    status: 'ready' as string,
    built: '1' as string | null,
    family: null as string | null,
    account: null as string | null,
    failReads: false,
    failRebuilds: 0,
    rebuilds: 0,
    calls: [] as string[],
    async mget(...keys: string[]) {
      fake.calls.push('mget');
      if (fake.failReads) throw new Error('Connection is closed.');
      return keys.map((key) => (key.endsWith(':built') ? fake.built : key.includes(':f:') ? fake.family : fake.account));
    },
    /** Asked once for each part as a rebuild starts: the first part's failure fails the rebuild. */
    async serverTimeMs(key: string) {
      if (key.endsWith('{sessions:0}:built') && fake.failRebuilds > 0) {
        fake.failRebuilds -= 1;
        throw new Error('Command timed out');
      }
      return 1_700_000_000_000;
    },
    async scan() {
      return ['0', []];
    },
    async rebuildAccounts() {
      return 0;
    },
    async set(key: string) {
      fake.calls.push(key.includes(':f:') ? 'set sign-in' : 'set');
      if (key.endsWith('{sessions:0}:built')) fake.rebuilds += 1;
      fake.built = '1';
      return 'OK';
    },
  };
  return fake;
}

function world(watching = true) {
  const redis = fakeRedis();
  const truth = new Truth();
  const errors: unknown[] = [];
  const database = { reads: { rows: async () => [] } } as unknown as SqlDatabase;
  const sessions = new RedisLiveSessions({
    redis: redis as unknown as SessionRecordRedis,
    database,
    truth,
    clock: new TestClock('2026-11-24T10:00:00Z'),
    keys: new SessionRecordKeys('ql:sessions:test'),
    lifetimeMs: 16 * MINUTE,
    watch: { watching },
    onError: (error) => errors.push(error),
    retryMs: 5,
  });
  return { redis, truth, errors, sessions };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('condition not met');
}

describe('the standing the record in Redis gives', () => {
  it.each([
    [null, null, 'live'],
    ['1', null, 'ended'],
    [null, 'ended', 'ended'],
    [null, 'closing', 'closing'],
    ['1', 'closing', 'ended'],
  ] as const)('sign-in %s, account %s: %s', (family, account, standing) => {
    expect(standingOf(family, account)).toBe(standing);
  });
});

describe('RedisLiveSessions: Redis answers only once rebuilt, the database otherwise', () => {
  it('asks the database, never Redis, until the record was rebuilt', async () => {
    const { redis, truth, sessions } = world();
    expect(await sessions.standing(SESSION, 7)).toBe('ended');
    expect([truth.asked, redis.calls]).toEqual([1, []]);
  });

  it('answers from Redis once rebuilt, without asking the database', async () => {
    const { redis, truth, sessions } = world();
    sessions.recover();
    await until(() => sessions.answersFromRedis);
    redis.account = 'closing';
    expect(await sessions.standing(SESSION, 7)).toBe('closing');
    expect(truth.asked).toBe(0);
  });

  it('never trusts Redis while the watch on hand-made account changes is away', async () => {
    const { truth, sessions } = world(false);
    sessions.recover();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sessions.answersFromRedis).toBe(false);
    await sessions.standing(SESSION, 7);
    expect(truth.asked).toBe(1);
  });

  it('a failed read is answered by the database, and Redis is trusted again only after another rebuild', async () => {
    const { redis, truth, errors, sessions } = world();
    sessions.recover();
    await until(() => sessions.answersFromRedis);
    const rebuildsBefore = redis.rebuilds;
    redis.failReads = true;
    truth.answer = 'ended';
    expect(await sessions.standing(SESSION, 7)).toBe('ended');
    expect([truth.asked, errors.length]).toEqual([1, 1]);
    redis.failReads = false;
    await until(() => sessions.answersFromRedis);
    expect(redis.rebuilds).toBe(rebuildsBefore + 1);
  });

  it('a record found empty (flushed) is answered by the database and rebuilt', async () => {
    const { redis, truth, sessions } = world();
    sessions.recover();
    await until(() => sessions.answersFromRedis);
    redis.built = null;
    redis.family = null;
    truth.answer = 'ended';
    expect(await sessions.standing(SESSION, 7)).toBe('ended');
    expect(truth.asked).toBe(1);
    await until(() => sessions.answersFromRedis);
    expect(redis.built).toBe('1');
  });

  it('a rebuild that fails is tried again until one succeeds', async () => {
    const { redis, errors, sessions } = world();
    redis.failRebuilds = 3;
    sessions.recover();
    await until(() => sessions.answersFromRedis);
    expect(errors).toHaveLength(3);
  });

  it('while Redis is away, writes are left to the rebuild, never thrown, and nothing is trusted', async () => {
    const { redis, truth, sessions } = world();
    sessions.recover();
    await until(() => sessions.answersFromRedis);
    redis.status = 'reconnecting';
    sessions.distrust();
    await expect(sessions.ended([SESSION])).resolves.toBeUndefined();
    await expect(sessions.accountChanged(7)).resolves.toBeUndefined();
    expect(redis.calls.filter((call) => call === 'set sign-in')).toEqual([]);
    await sessions.standing(SESSION, 7);
    expect(truth.asked).toBe(1);
    redis.status = 'ready';
    sessions.recover();
    await until(() => sessions.answersFromRedis);
  });
});

const withRedis = redisAnswers();

describe('SessionRecordKeys: the record in parts, each under one hash tag', () => {
  const keys = new SessionRecordKeys('ql:sessions:test');

  it("keeps a sign-in's entry in the part of its id, an account's in the part of its user id, each part under its tag", () => {
    expect(keys.account(7)).toBe(`ql:sessions:test:{sessions:${7 % RECORD_PARTS}}:a:7`);
    expect(keys.account(RECORD_PARTS + 7)).toBe(`ql:sessions:test:{sessions:7}:a:${RECORD_PARTS + 7}`);
    expect(keys.family(SESSION)).toBe(`ql:sessions:test:{sessions:${keys.sessionPart(SESSION)}}:f:${SESSION}`);
    expect([keys.built(3), keys.touched(3)]).toEqual(['ql:sessions:test:{sessions:3}:built', 'ql:sessions:test:{sessions:3}:touched']);
  });

  it('spreads sign-ins over every part', () => {
    const parts = new Set(Array.from({ length: 2000 }, () => keys.sessionPart(randomUUID())));
    expect(parts.size).toBe(RECORD_PARTS);
  });

  it('reads the user id back from an account key of its prefix only', () => {
    expect(keys.userOf(keys.account(12345))).toBe(12345);
    expect(keys.userOf('ql:sessions:other:{sessions:3}:a:3')).toBeNull();
    expect(keys.userOf(keys.family(SESSION))).toBeNull();
  });
});

/** The scripts on a real Redis: a rebuild never puts back an account's older state over a write made since it started. */
(withRedis ? describe : describe.skip)('the session record scripts on Redis', () => {
  let redis: SessionRecordRedis;
  let keys: SessionRecordKeys;
  /** Accounts 1 to 7, all in one part (as a rebuild sends them): the first's. */
  const user = (n: number) => n * RECORD_PARTS + 5;
  const touched = () => keys.touched(keys.accountPart(user(1)));

  beforeAll(() => {
    redis = withSessionRecordScripts(new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 }));
    keys = new SessionRecordKeys(`ql:sessions:spec:${randomUUID()}`);
  });
  afterAll(async () => {
    const found = await redis.keys(`${keys.prefix}:*`);
    if (found.length > 0) await redis.del(...found);
    await redis.quit();
  });

  const redisNow = () => redis.serverTimeMs(touched());
  const rebuild = (start: number, entries: Array<[number, string]>) =>
    redis.rebuildAccounts(1 + entries.length, touched(), ...entries.map(([id]) => keys.account(id)), start, 16 * MINUTE, NOTE_MS, ...entries.flat());
  const write = (n: number, entry: AccountEntry) => redis.writeAccount(touched(), keys.account(user(n)), user(n), entry, 16 * MINUTE, NOTE_MS);

  it("writes an account's entry: ended for an access token's lifetime, closing until changed, none when it may sign in", async () => {
    await write(1, 'ended');
    await write(2, 'closing');
    expect(await redis.mget(keys.account(user(1)), keys.account(user(2)))).toEqual(['ended', 'closing']);
    expect(await redis.pttl(keys.account(user(1)))).toBeGreaterThan(15 * MINUTE);
    expect(await redis.pttl(keys.account(user(2)))).toBe(-1);
    await write(2, '');
    expect(await redis.exists(keys.account(user(2)))).toBe(0);
  });

  it('a rebuild that started before a write leaves that account as written, and applies the others', async () => {
    const start = await redisNow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Read by the rebuild before the account was unblocked and its deletion cancelled; written after.
    await write(3, '');
    await redis.set(keys.account(user(4)), 'closing');
    expect(await rebuild(start, [[user(3), 'ended'], [user(4), ''], [user(5), 'closing']])).toBe(2);
    expect(await redis.mget(keys.account(user(3)), keys.account(user(4)), keys.account(user(5)))).toEqual([null, null, 'closing']);
  });

  it('a rebuild that started after the write applies what it read', async () => {
    await write(6, 'closing');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await rebuild(await redisNow(), [[user(6), 'ended']])).toBe(1);
    expect(await redis.get(keys.account(user(6)))).toBe('ended');
  });

  it('refuses a rebuild that took longer than writes stay noted', async () => {
    await expect(rebuild((await redisNow()) - NOTE_MS - 1000, [[user(7), 'ended']])).rejects.toThrow('longer than writes stay noted');
    expect(await redis.exists(keys.account(user(7)))).toBe(0);
  });
});
