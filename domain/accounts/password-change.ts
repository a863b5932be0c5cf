import { passwordProblem } from './registration-validation';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  /** The form's repeat of the new password; the API takes the new password once. */
  confirmPassword?: string;
}

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required',
  sameAsCurrent: 'The new password must be different from the current one',
  currentWrong: 'Your current password is not correct',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What is wrong with a password change, keyed by field (the first problem of each): the current
 * password must be given, the new one must meet the registration's rules and differ from it.
 */
export function passwordChangeProblems(input: PasswordChangeInput): Record<string, string> {
  const current = text(input.currentPassword);
  const next = text(input.newPassword);
  const problems: Record<string, string> = {};
  if (current === '') problems.currentPassword = PASSWORD_CHANGE_MESSAGES.currentRequired;
  const newProblem = passwordProblem(next) ?? (current !== '' && next === current ? PASSWORD_CHANGE_MESSAGES.sameAsCurrent : null);
  if (newProblem) problems.newPassword = newProblem;
  if (input.confirmPassword !== undefined) {
    const confirmation = text(input.confirmPassword);
    if (confirmation === '') problems.confirmPassword = 'Password confirmation is required';
    else if (confirmation !== next) problems.confirmPassword = 'Passwords do not match';
  }
  return problems;
}
