import { createHash } from 'node:crypto';
import type { PasswordAttemptKeys } from '../../application/ports/session-tokens.port';
import type { RegistrationLimits, SignInLimits } from '../../domain/accounts/sign-in-limits';

export interface ThrottleLimits {
  signIn: SignInLimits;
  registration: RegistrationLimits;
}

/** A key whose times a store keeps, each for its window (ms). */
export interface TimesKey {
  key: string;
  windowMs: number;
}

/** What is written to one key: its attempt added, its times replaced by this one, cleared, or its latest time refunded. */
export interface TimesChange {
  key: string;
  change: 'add' | 'replace' | 'clear' | 'drop-latest';
}

/**
 * Where the times of the limits are kept (memory, PostgreSQL, Redis). A store keeps times and
 * nothing else: every rule is domain/accounts/sign-in-limits.ts, run inside `change`.
 */
export interface AttemptTimesStore {
  /**
   * Reads each key's times inside its window ending at `now` (oldest first, in the order of `keys`),
   * holds the keys against every other change, across processes, until the changes `decide` answers
   * are written (each new time is `now`), and answers what `decide` answered.
   */
  change<T>(keys: readonly TimesKey[], now: number, decide: (times: number[][]) => { answer: T; changes: readonly TimesChange[] }): Promise<T>;
}

/**
 * The keys an attempt counts on: the account from this address (pair), the address, the account,
 * whether the account is known at the address, the busy address's gap, the browser's device cookie
 * that names the account, whether the accounts that vouch for it are known there, the signed-in browser.
 * Identifiers and addresses are typed by anyone: stores keep a digest of these names, never the text.
 */
export type NamedAttemptKeys =
  | { kind: 'sign-in'; pair: TimesKey; address: TimesKey; account: TimesKey; known: TimesKey; gate: TimesKey; device: TimesKey | null; knownVouchers: TimesKey[] }
  | { kind: 'signed-in-browser'; browser: TimesKey; account: TimesKey; device: TimesKey | null }
  | { kind: 'account'; account: TimesKey };

export function passwordAttemptKeys(keys: PasswordAttemptKeys, limits: SignInLimits): NamedAttemptKeys {
  const windowMs = limits.windowSeconds * 1000;
  const account = { key: `id:${keys.account}`, windowMs };
  const deviceKey = (device: string | null) => (device === null ? null : { key: `device:${device}\n${keys.account}`, windowMs });
  switch (keys.kind) {
    case 'sign-in': {
      const known = (account: string) => ({ key: `known:${account}\n${keys.address}`, windowMs: limits.knownPairDays * 86_400_000 });
      return {
        kind: 'sign-in',
        pair: { key: `pair:${keys.account}\n${keys.address}`, windowMs },
        address: { key: `ip:${keys.address}`, windowMs },
        account,
        known: known(keys.account),
        gate: { key: `gate:${keys.address}`, windowMs: limits.busyAddressGapSeconds * 1000 },
        device: deviceKey(keys.device),
        knownVouchers: (keys.vouchedBy ?? []).map(known),
      };
    }
    case 'signed-in-browser':
      return { kind: 'signed-in-browser', browser: { key: `browser:${keys.browser}`, windowMs }, account, device: deviceKey(keys.device ?? null) };
    case 'account':
      return { kind: 'account', account };
  }
}

/** Every key of an attempt, in a fixed order. */
export function keysOf(named: NamedAttemptKeys): TimesKey[] {
  switch (named.kind) {
    case 'sign-in':
      return [named.pair, named.address, named.account, named.known, named.gate, ...(named.device ? [named.device] : []), ...named.knownVouchers];
    case 'signed-in-browser':
      return [named.browser, named.account, ...(named.device ? [named.device] : [])];
    case 'account':
      return [named.account];
  }
}

/** Identifiers are typed by anyone: stores keep a digest, never the text. */
export const keyDigest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** A key's times after a change made at `now`. */
export function changedTimes(times: readonly number[], change: TimesChange['change'], now: number): number[] {
  switch (change) {
    case 'add':
      return [...times, now];
    case 'replace':
      return [now];
    case 'clear':
      return [];
    case 'drop-latest':
      return times.slice(0, -1);
  }
}
