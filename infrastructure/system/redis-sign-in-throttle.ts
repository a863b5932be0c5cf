import { randomBytes } from 'node:crypto';
import { TooManyAttemptsError } from '../../application/accounts/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import { CountedSignInThrottle } from './counted-sign-in-throttle';
import { KeyQueue } from './key-queue';
import { RedisAbsence } from './redis-absence';
import type { RedisConnection } from './redis-connection';
import { type AttemptTimesStore, keyDigest as digest, type ThrottleLimits, type TimesChange, type TimesKey } from './sign-in-keys';

/**
 * Answers each key's times inside its window (a sorted set: score the time, member unique) and its
 * version. KEYS: the n keys, then their n version keys. ARGV: now (ms), each key's window (ms).
 */
const READ = `
local n = #KEYS / 2
local now = tonumber(ARGV[1])
local answer = {}
local versions = {}
for i = 1, n do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - tonumber(ARGV[1 + i]))
  answer[i] = redis.call('ZRANGE', KEYS[i], 0, -1, 'WITHSCORES')
  versions[i] = redis.call('GET', KEYS[n + i]) or '0'
end
answer[n + 1] = versions
return answer
`;

/**
 * Writes the changes when no key changed since it was read (answers 1), else nothing (answers 0).
 * KEYS: as READ. ARGV: now (ms), a member prefix, the n versions read, then per key its change
 * ('' for none) and how long it is kept (ms).
 */
const WRITE_IF_UNCHANGED = `
local n = #KEYS / 2
local now = tonumber(ARGV[1])
for i = 1, n do
  if (redis.call('GET', KEYS[n + i]) or '0') ~= ARGV[2 + i] then return 0 end
end
for i = 1, n do
  local change = ARGV[1 + n + 2 * i]
  local keep = ARGV[2 + n + 2 * i]
  if change == 'clear' or change == 'replace' then redis.call('DEL', KEYS[i]) end
  if change == 'drop-latest' then redis.call('ZPOPMAX', KEYS[i]) end
  if change == 'add' or change == 'replace' then
    redis.call('ZADD', KEYS[i], now, ARGV[2] .. ':' .. i)
    redis.call('PEXPIRE', KEYS[i], keep)
  end
  if change ~= '' then
    redis.call('INCR', KEYS[n + i])
    redis.call('PEXPIRE', KEYS[n + i], keep)
  end
end
return 1
`;

type TimesRedis = RedisConnection & {
  readTimes(...args: Array<string | number>): Promise<Array<string[]>>;
  writeTimesIfUnchanged(...args: Array<string | number>): Promise<number>;
};

/** How long a change retries while other processes' changes of its keys keep winning, before the attempt is asked to come back. */
const RETRY_FOR_MS = 5000;
/** Keys outlive their window by this much, so instances whose clocks differ a little read the same times. */
const KEPT_BEYOND_WINDOW_MS = 60_000;

/**
 * The times of the limits in Redis, shared by every instance. A change reads its keys' times and
 * versions, lets the rule decide, and writes only if none of its keys changed meanwhile, else reads
 * again: parallel attempts are decided one after the other, as the database's row locks do, and no
 * process ever holds a key in Redis while it waits for anything. Within a process, changes that
 * share a key take turns instead of racing, so each of a school's many sign-ins from one address is
 * decided at its first try however busy the machine; only another process's change can make one
 * read again. A refusal writes nothing. When Redis does not answer (or not within the connection's
 * command timeout), the database's count stands in, for a few seconds before Redis is asked again:
 * sign-in is never left unguarded, never refused for an outage, and a silent Redis delays one
 * attempt, not each. A change's keys are read and written together, so every key of the limits
 * carries one hash tag: on a Redis Cluster they all live in one slot (they are few and short-lived).
 */
export class RedisAttemptTimes implements AttemptTimesStore {
  private readonly redis: TimesRedis;
  private readonly turns = new KeyQueue();
  /** While Redis is away, the database's count stands in without asking it first. */
  private readonly absence = new RedisAbsence();

  constructor(
    redis: RedisConnection,
    private readonly prefix: string,
    private readonly standIn: AttemptTimesStore,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand('readTimes', { lua: READ });
    redis.defineCommand('writeTimesIfUnchanged', { lua: WRITE_IF_UNCHANGED });
    this.redis = redis as TimesRedis;
  }

  change<T>(keys: readonly TimesKey[], now: number, decide: (times: number[][]) => { answer: T; changes: readonly TimesChange[] }): Promise<T> {
    const names = keys.map(({ key }) => `${this.prefix}:{signin}:${digest(key)}`);
    // Those queued behind a change that found Redis away are counted by the stand-in at once too.
    return this.turns.run(names, () => (this.absence.away ? this.standIn.change(keys, now, decide) : this.changeInTurn(keys, names, now, decide)));
  }

  private wentAway(error: unknown): void {
    this.absence.noticed();
    this.onError(error);
  }

  private async changeInTurn<T>(keys: readonly TimesKey[], names: string[], now: number, decide: (times: number[][]) => { answer: T; changes: readonly TimesChange[] }): Promise<T> {
    const redisKeys = [...names, ...names.map((name) => `${name}:v`)];
    const member = randomBytes(12).toString('base64url');
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    for (;;) {
      let read: string[][];
      try {
        read = await this.redis.readTimes(redisKeys.length, ...redisKeys, now, ...keys.map(({ windowMs }) => windowMs));
      } catch (error) {
        this.wentAway(error);
        return this.standIn.change(keys, now, decide);
      }
      const versions = read[keys.length];
      const { answer, changes } = decide(read.slice(0, keys.length).map((pairs) => pairs.filter((_, index) => index % 2 === 1).map(Number)));
      if (changes.length === 0) return answer;
      const perKey = keys.flatMap(({ key, windowMs }) => [changes.find((change) => change.key === key)?.change ?? '', windowMs + KEPT_BEYOND_WINDOW_MS]);
      let written: number;
      try {
        written = await this.redis.writeTimesIfUnchanged(redisKeys.length, ...redisKeys, now, member, ...versions, ...perKey);
      } catch (error) {
        // Written nowhere (or, after a timeout, perhaps): the attempt is counted by the stand-in too.
        this.wentAway(error);
        return this.standIn.change(keys, now, decide);
      }
      if (written === 1) return answer;
      if (Date.now() > giveUpAt) throw new TooManyAttemptsError(1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    }
  }
}

/** The limits counted in Redis, the database's count standing in while Redis does not answer. */
export class RedisSignInThrottle extends CountedSignInThrottle {
  constructor(redis: RedisConnection, prefix: string, clock: Clock, limits: ThrottleLimits, standIn: AttemptTimesStore, onError: (error: unknown) => void) {
    super(new RedisAttemptTimes(redis, prefix, standIn, onError), clock, limits);
  }
}
