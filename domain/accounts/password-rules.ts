import { hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from './password-strength';

/** The shortest password a new account may have (the longest is a bound of the form, not a rule to meet). */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

/**
 * What a new account's password must hold, in the order the registration form checks it; each rule
 * with the message the form shows when it is the first one not met.
 */
export const PASSWORD_RULES: ReadonlyArray<{ rule: PasswordRule; met: (password: string) => boolean; problem: string }> = [
  { rule: 'length', met: (password) => password.length >= PASSWORD_MIN_LENGTH, problem: 'At least 8 characters' },
  { rule: 'uppercase', met: hasUppercase, problem: 'At least one uppercase letter' },
  { rule: 'lowercase', met: hasLowercase, problem: 'At least one lowercase letter' },
  { rule: 'digit', met: hasDigit, problem: 'At least one number' },
  { rule: 'special', met: hasSpecialCharacter, problem: 'At least one special character' },
];

/** Each rule and whether `password` meets it, for a checklist that ticks while the password is typed. */
export function passwordRuleChecks(password: string): Array<{ rule: PasswordRule; met: boolean }> {
  const text = typeof password === 'string' ? password : '';
  return PASSWORD_RULES.map(({ rule, met }) => ({ rule, met: met(text) }));
}
