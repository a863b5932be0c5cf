/**
 * A browser's word for the accounts that signed in on it (the device cookie, OWASP's defence against
 * lock-outs by guessers): a busy address never holds back an account its browser vouches for.
 */
export interface DeviceVouching {
  /** The accounts a cookie names, when this server signed it and it has not run out; else none. */
  read(cookie: string | undefined, now: Date): number[];
  /** The cookie naming `accountId` and the accounts the browser named already (the latest first). */
  write(accountId: number, named: readonly number[], now: Date): string;
}
