import type { FieldProblems } from '../shared/field-problem';

/** What the sign-in form sends. */
export type LoginInput = { identifier: string; password: string };

export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/**
 * The sign-in form's rules (spec §5), keyed by field; an empty object means the form is valid.
 * The identifier is an e-mail or a username; it only has to be present.
 */
export function validateLogin(input: LoginInput): FieldProblems {
  const problems: FieldProblems = {};
  const identifier = typeof input.identifier === 'string' ? input.identifier.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (identifier === '') problems.identifier = { code: 'required' };
  if (password === '') problems.password = { code: 'required' };
  else if (password.length < LOGIN_PASSWORD_MIN_LENGTH) problems.password = { code: 'tooShort', min: LOGIN_PASSWORD_MIN_LENGTH };
  return problems;
}
