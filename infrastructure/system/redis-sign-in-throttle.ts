import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';
import { keyDigest as digest, signInKeys, type ThrottleLimits } from './sign-in-keys';

/**
 * Checks the three keys of a sign-in attempt and, when none must wait, counts it on all three, in one
 * step. The account's wait is the growing delay of domain/accounts/sign-in-limits.ts (accountDelayMs).
 * KEYS: pair, address, account. ARGV: now (ms), window (ms), pair limit, address limit,
 * account free failures, base delay (ms), max delay (ms), member.
 * Answers the milliseconds to wait, 0 when the attempt was counted.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for i = 1, 3 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window) end
for i = 1, 2 do
  local limit = tonumber(ARGV[2 + i])
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
local failures = redis.call('ZCARD', KEYS[3])
local free = tonumber(ARGV[5])
if failures >= free then
  local delay = math.min(tonumber(ARGV[7]), tonumber(ARGV[6]) * 2 ^ math.min(failures - free, 30))
  local latest = redis.call('ZRANGE', KEYS[3], -1, -1, 'WITHSCORES')
  wait = math.max(wait, tonumber(latest[2]) + delay - now)
end
if wait > 0 then return wait end
for i = 1, 3 do
  redis.call('ZADD', KEYS[i], now, ARGV[8])
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0
`;

/** Forgets the pair's and the account's failures and refunds one attempt of the address. KEYS: pair, address, account. */
const SUCCEEDED = `
redis.call('DEL', KEYS[1], KEYS[3])
redis.call('ZPOPMAX', KEYS[2])
return 1
`;

/** One sliding window with a limit. KEYS: key. ARGV: now (ms), window (ms), limit, member. Answers the wait, 0 when counted. */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

type ThrottleRedis = Redis & {
  signInAttempt(pair: string, address: string, account: string, ...args: Array<number | string>): Promise<number>;
  signInSucceeded(pair: string, address: string, account: string): Promise<number>;
  takeFromWindow(key: string, now: number, windowMs: number, limit: number, member: string): Promise<number>;
};

/**
 * The sign-in and registration limits shared by every instance through Redis, with the same sliding
 * windows as the database's count (SqlSignInThrottle). When Redis does not answer, that count stands
 * in, so sign-in is never left unguarded and never refused for an outage.
 */
export class RedisSignInThrottle implements SignInThrottle {
  private readonly redis: ThrottleRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
    private readonly standIn: SignInThrottle,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand('signInAttempt', { numberOfKeys: 3, lua: ATTEMPT });
    redis.defineCommand('signInSucceeded', { numberOfKeys: 3, lua: SUCCEEDED });
    redis.defineCommand('takeFromWindow', { numberOfKeys: 1, lua: TAKE });
    this.redis = redis as ThrottleRedis;
  }

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    const { signIn } = this.limits;
    let waitMs: number;
    try {
      waitMs = await this.redis.signInAttempt(
        ...this.keysOf(keys),
        this.clock.now().getTime(),
        signIn.windowSeconds * 1000,
        signIn.perIdentifierAndAddress,
        signIn.perAddress,
        signIn.accountFreeFailures,
        signIn.accountBaseDelaySeconds * 1000,
        signIn.accountMaxDelaySeconds * 1000,
        member(),
      );
    } catch (error) {
      this.onError(error);
      return this.standIn.attempt(keys);
    }
    if (waitMs > 0) throw new TooManyAttemptsError(Math.ceil(waitMs / 1000));
  }

  async succeeded(keys: { address: string; identifier: string }): Promise<void> {
    try {
      await this.redis.signInSucceeded(...this.keysOf(keys));
    } catch (error) {
      this.onError(error);
      await this.standIn.succeeded(keys);
    }
  }

  async attemptRegistration(address: string): Promise<void> {
    const { registration } = this.limits;
    let waitMs: number;
    try {
      waitMs = await this.redis.takeFromWindow(`${this.prefix}:reg:${digest(address)}`, this.clock.now().getTime(), registration.windowSeconds * 1000, registration.perAddress, member());
    } catch (error) {
      this.onError(error);
      return this.standIn.attemptRegistration(address);
    }
    if (waitMs > 0) throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'accounts registered from this address');
  }

  /** Identifiers are typed by anyone: keys hold a digest, never the text. */
  private keysOf(keys: { address: string; identifier: string }): [string, string, string] {
    const { pair, address, account } = signInKeys(keys);
    return [`${this.prefix}:${digest(pair)}`, `${this.prefix}:${digest(address)}`, `${this.prefix}:${digest(account)}`];
  }
}

/** Unique across instances, whatever their clocks. */
const member = () => randomBytes(12).toString('base64url');
