import type { FieldProblem, FieldProblems } from '../shared/field-problem';
import { confirmationProblem, passwordProblem } from './registration-validation';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  /** The form's repeat of the new password; the API takes the new password once. */
  confirmPassword?: string;
}

/** The current password given does not match (found by the server, on the current password's field). */
export const CURRENT_PASSWORD_WRONG: FieldProblem = { code: 'currentPasswordWrong' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What is wrong with a password change, keyed by field (the first problem of each): the current
 * password must be given, the new one must meet the registration's rules and differ from it.
 */
export function passwordChangeProblems(input: PasswordChangeInput): FieldProblems {
  const current = text(input.currentPassword);
  const next = text(input.newPassword);
  const problems: FieldProblems = {};
  if (current === '') problems.currentPassword = { code: 'required' };
  const newProblem = passwordProblem(next) ?? (current !== '' && next === current ? ({ code: 'sameAsCurrentPassword' } as const) : null);
  if (newProblem) problems.newPassword = newProblem;
  if (input.confirmPassword !== undefined) {
    const confirmationWrong = confirmationProblem(next, text(input.confirmPassword));
    if (confirmationWrong) problems.confirmPassword = confirmationWrong;
  }
  return problems;
}
