import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';
import type { ThrottleLimits } from './in-memory-sign-in-throttle';

/**
 * Checks both keys and, when neither is over its limit, counts the attempt on both, in one step.
 * KEYS: identifier, address. ARGV: now (ms), window (ms), identifier limit, address limit, member.
 * Answers the milliseconds to wait, 0 when the attempt was counted.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local limit = tonumber(ARGV[2 + i])
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
if wait > 0 then return wait end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0
`;

/** Forgets the identifier's attempts and refunds one attempt of the address. KEYS: identifier, address. */
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
redis.call('ZPOPMAX', KEYS[2])
return 1
`;

type ThrottleRedis = Redis & {
  signInAttempt(identifier: string, address: string, now: number, windowMs: number, perIdentifier: number, perAddress: number, member: string): Promise<number>;
  signInSucceeded(identifier: string, address: string): Promise<number>;
};

/**
 * The sign-in throttle shared by every instance through Redis, with the same sliding windows as the
 * in-memory one. When Redis does not answer, this instance's own throttle stands in, so sign-in is
 * never left unguarded and never refused for an outage.
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
    redis.defineCommand('signInAttempt', { numberOfKeys: 2, lua: ATTEMPT });
    redis.defineCommand('signInSucceeded', { numberOfKeys: 2, lua: SUCCEEDED });
    this.redis = redis as ThrottleRedis;
  }

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    const now = this.clock.now().getTime();
    let waitMs: number;
    try {
      const member = randomBytes(12).toString('base64url'); // unique across instances, whatever their clocks
      waitMs = await this.redis.signInAttempt(...this.keysOf(keys), now, this.limits.windowSeconds * 1000, this.limits.perIdentifier, this.limits.perAddress, member);
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

  /** Identifiers are typed by anyone: keys hold a digest, never the text. */
  private keysOf(keys: { address: string; identifier: string }): [string, string] {
    const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);
    return [`${this.prefix}:id:${digest(keys.identifier)}`, `${this.prefix}:ip:${digest(keys.address)}`];
  }
}
