import { createHash } from 'node:crypto';
import type { RegistrationLimits, SignInLimits } from '../../domain/accounts/sign-in-limits';

export interface ThrottleLimits {
  signIn: SignInLimits;
  registration: RegistrationLimits;
}

/** The keys one sign-in attempt counts on: the identifier from this address, the address, the account. */
export function signInKeys(keys: { address: string; identifier: string }) {
  return { pair: `pair:${keys.identifier}\n${keys.address}`, address: `ip:${keys.address}`, account: `id:${keys.identifier}` };
}

/** Identifiers are typed by anyone: stores keep a digest, never the text. */
export const keyDigest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);
