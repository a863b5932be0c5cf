import { JOIN_CODE_ALPHABET } from '../classes/join-code';
import { draw } from '../game/rewards/rarity';
import type { RandomSource } from '../shared/random';

/** The class join codes' alphabet: A–Z and 2–9 without the look-alikes 0, O, 1 and I. */
export const LINK_CODE_ALPHABET = JOIN_CODE_ALPHABET;
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_LIFETIME_MINUTES = 15;

const LINK_CODE_PATTERN = new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`);

/** Eight characters drawn from the alphabet, one draw each. Uniqueness is the caller's check. */
export function generateLinkCode(random: RandomSource): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) {
    code += LINK_CODE_ALPHABET[Math.min(LINK_CODE_ALPHABET.length - 1, Math.floor(draw(random) * LINK_CODE_ALPHABET.length))];
  }
  return code;
}

/** Codes are typed by people: compared trimmed and upper-cased. */
export function normalizeLinkCode(text: string): string {
  return (text ?? '').trim().toUpperCase();
}

/** True for eight characters of the alphabet (after normalising). */
export function isLinkCode(text: string): boolean {
  return LINK_CODE_PATTERN.test(normalizeLinkCode(text));
}

/** A code given at `now` works until this instant (excluded). */
export function linkCodeExpiresAt(now: Date): Date {
  return new Date(now.getTime() + LINK_CODE_LIFETIME_MINUTES * 60_000);
}
