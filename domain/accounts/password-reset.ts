import { JOIN_CODE_ALPHABET } from '../classes/join-code';
import { draw } from '../game/rewards/rarity';
import type { FieldProblem, FieldProblems } from '../shared/field-problem';
import type { RandomSource } from '../shared/random';
import { confirmationProblem, emailProblem, passwordProblem } from './registration-validation';

/**
 * How an account gets back in when its password is forgotten: a link sent to its e-mail, or a short
 * code a trusted adult (a linked parent, the teacher of one of the child's classes) creates and hands
 * to the child. Only a digest of either code is stored; each works once, until it expires.
 */
export type ResetCodeKind = 'email' | 'adult';

/** An e-mailed link works this long. */
export const RESET_LINK_LIFETIME_MINUTES = 30;
/** A code an adult made for a child works this long. */
export const CHILD_RESET_CODE_LIFETIME_MINUTES = 15;

/** The class join codes' alphabet: A–Z and 2–9 without the look-alikes 0, O, 1 and I. */
export const CHILD_RESET_CODE_ALPHABET = JOIN_CODE_ALPHABET;
export const CHILD_RESET_CODE_LENGTH = 8;

/** E-mails one account may be sent within an hour; further requests answer the same and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const CHILD_CODE_PATTERN = new RegExp(`^[${CHILD_RESET_CODE_ALPHABET}]{${CHILD_RESET_CODE_LENGTH}}$`);

export type ResetCodeState = 'usable' | 'used' | 'expired';

const lifetimeMinutes = (kind: ResetCodeKind) => (kind === 'email' ? RESET_LINK_LIFETIME_MINUTES : CHILD_RESET_CODE_LIFETIME_MINUTES);

/** A code of `kind` made at `now` works until this instant (excluded). */
export function resetCodeExpiresAt(kind: ResetCodeKind, now: Date): Date {
  return new Date(now.getTime() + lifetimeMinutes(kind) * 60_000);
}

/** A code works once, before it expires. */
export function resetCodeState(code: { expiresAt: Date; usedAt: Date | null }, now: Date): ResetCodeState {
  if (code.usedAt) return 'used';
  return code.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/** Eight characters drawn from the alphabet, one draw each; uniqueness is the caller's check. */
export function generateChildResetCode(random: RandomSource): string {
  let code = '';
  for (let i = 0; i < CHILD_RESET_CODE_LENGTH; i++) {
    code += CHILD_RESET_CODE_ALPHABET[Math.min(CHILD_RESET_CODE_ALPHABET.length - 1, Math.floor(draw(random) * CHILD_RESET_CODE_ALPHABET.length))];
  }
  return code;
}

/** A child's code as it is shown, in two groups of four: `ABCD-EFGH`. */
export function formatChildResetCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The code as it is stored (by digest). A code typed by a child is compared without spaces or dashes
 * and upper-cased; an e-mailed link's code (long, case-sensitive) is taken as it is, trimmed.
 */
export function canonicalResetCode(text: string): string {
  const trimmed = (text ?? '').trim();
  const typed = trimmed.replace(/[\s-]/g, '').toUpperCase();
  return CHILD_CODE_PATTERN.test(typed) ? typed : trimmed;
}

/** True for what a child may type: eight characters of the alphabet, spaces and dashes aside. */
export function isChildResetCode(text: string): boolean {
  return CHILD_CODE_PATTERN.test((text ?? '').replace(/[\s-]/g, '').toUpperCase());
}

/** An unknown, used or expired code (one problem for all three, on the code's field). */
export const RESET_CODE_INVALID: FieldProblem = { code: 'resetCodeInvalid' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What is wrong with a new password, keyed by field (the first problem of each): it must meet the
 * registration's rules, and its repeat must match it.
 */
export function passwordResetProblems(input: { password: string; passwordConfirmation: string }): FieldProblems {
  const password = text(input.password);
  const problems: FieldProblems = {};
  const weak = passwordProblem(password);
  if (weak) problems.password = weak;
  const confirmationWrong = confirmationProblem(password, text(input.passwordConfirmation));
  if (confirmationWrong) problems.passwordConfirmation = confirmationWrong;
  return problems;
}

/** The "Forgot password?" form: an e-mail, shaped as registration wants it. */
export function forgotPasswordProblems(input: { email: string }): FieldProblems {
  const problem = emailProblem(text(input.email));
  return problem ? { email: problem } : {};
}

/**
 * How many e-mails may still go out: the account's e-mailed codes made in the hour before `now` count;
 * the limit keeps a stranger from filling someone's inbox.
 */
export function mayMailResetLink(mailedInLastHour: number): boolean {
  return mailedInLastHour < RESET_MAILS_PER_HOUR;
}

/** The hour that counts toward the e-mail limit ends at `now`. */
export function resetMailWindowStart(now: Date): Date {
  return new Date(now.getTime() - 60 * 60_000);
}
