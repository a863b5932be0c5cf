import { draw } from '../game/rewards/rarity';
import type { RandomSource } from '../shared/random';

/** A–Z and 2–9 without the look-alikes 0, O, 1 and I: 32 characters. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 32^8 ≈ 1.1 × 10^12 codes: with 10 wrong tries an hour, guessing one class's code is out of reach. */
export const JOIN_CODE_LENGTH = 8;

const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** Eight characters drawn from the alphabet, one draw each. Uniqueness among active classes is the caller's check. */
export function generateJoinCode(random: RandomSource): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code += JOIN_CODE_ALPHABET[Math.min(JOIN_CODE_ALPHABET.length - 1, Math.floor(draw(random) * JOIN_CODE_ALPHABET.length))];
  }
  return code;
}

/** Codes are typed by people: compared trimmed and upper-cased. */
export function normalizeJoinCode(text: string): string {
  return (text ?? '').trim().toUpperCase();
}

/** True for eight characters of the alphabet (after normalising). */
export function isJoinCode(text: string): boolean {
  return JOIN_CODE_PATTERN.test(normalizeJoinCode(text));
}
