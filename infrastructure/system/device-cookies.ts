import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DeviceVouching, VouchingDevice } from '../../application/accounts/device-vouching.port';
import { DEVICE_COOKIE_DAYS } from '../../domain/accounts/sign-in-limits';

/** Sets the device-cookie key apart from every other key derived from the same secret. */
const LABEL = 'questlearn/device-cookie/v1';
/** A browser vouches for this many accounts at most, the latest signed in. */
const MOST_ACCOUNTS = 10;

/**
 * The device cookie (OWASP's defence against lock-outs by guessers): set on every successful sign-in,
 * it names the accounts that signed in on this browser, with when it was written, signed with HMAC-SHA256
 * under a key derived (HKDF) from the access-token signing secret. It holds no secret: account ids
 * and a time. No limit of the address or the account holds back an account its browser names this
 * way, until that browser guessed wrong a few times itself (domain/accounts/sign-in-limits.ts).
 * Written by hand: no kept library signs a value with an expiry (cookie signing in @fastify/cookie has none).
 */
export class DeviceCookies implements DeviceVouching {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', signingSecret, '', LABEL, 32));
  }

  /** The device a cookie stands for (its signature) and the accounts it names, when this server signed it within the last 180 days; else null. */
  read(cookie: string | undefined, now: Date): VouchingDevice | null {
    const [version, ids, writtenAt, signature] = (cookie ?? '').split('.');
    if (version !== 'v1' || !ids || !writtenAt || !signature || !/^\d+(-\d+)*$/.test(ids) || !/^\d+$/.test(writtenAt)) return null;
    const expected = Buffer.from(this.sign(`${version}.${ids}.${writtenAt}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(writtenAt) + DEVICE_COOKIE_DAYS * 86_400_000 <= now.getTime()) return null;
    return { id: signature, accounts: ids.split('-').map(Number) };
  }

  /** The cookie naming `accountId` and the accounts the browser named already (the latest first). */
  write(accountId: number, named: readonly number[], now: Date): string {
    const ids = [accountId, ...named.filter((id) => id !== accountId)].slice(0, MOST_ACCOUNTS).join('-');
    const body = `v1.${ids}.${now.getTime()}`;
    return `${body}.${this.sign(body)}`;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
