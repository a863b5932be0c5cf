/** What the sign-in form sends. */
export type LoginInput = { identifier: string; password: string };

export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/**
 * The sign-in form's rules (spec §5), keyed by field; an empty object means the form is valid.
 * The identifier is an e-mail or a username; it only has to be present.
 */
export function validateLogin(input: LoginInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const identifier = typeof input.identifier === 'string' ? input.identifier.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (identifier === '') problems.identifier = 'Email or username is required';
  if (password === '') problems.password = 'Password is required';
  else if (password.length < LOGIN_PASSWORD_MIN_LENGTH) problems.password = 'Password must be at least 6 characters';
  return problems;
}
