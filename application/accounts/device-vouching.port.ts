/** A browser's device cookie: `id` tells it from every other (it counts its own wrong passwords). */
export interface VouchingDevice {
  id: string;
  accounts: number[];
}

/**
 * A browser's word for the accounts that signed in on it (the device cookie, OWASP's defence against
 * lock-outs by guessers): no limit of the address or of the account holds back an account its browser vouches for, until it guessed wrong a few times itself.
 */
export interface DeviceVouching {
  /** The device a cookie stands for and the accounts it names, when this server signed it and it has not run out; else null. */
  read(cookie: string | undefined, now: Date): VouchingDevice | null;
  /** The cookie naming `accountId` and the accounts the browser named already (the latest first). */
  write(accountId: number, named: readonly number[], now: Date): string;
}
