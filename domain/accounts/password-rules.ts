import type { FieldProblem } from '../shared/field-problem';
import { hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from './password-strength';

/** The shortest password a new account may have (the longest is a bound of the form, not a rule to meet). */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

/**
 * What a new account's password must hold, in the order the registration form checks it; each rule
 * with the problem the form reports when it is the first one not met.
 */
export const PASSWORD_RULES: ReadonlyArray<{ rule: PasswordRule; met: (password: string) => boolean; problem: FieldProblem }> = [
  { rule: 'length', met: (password) => password.length >= PASSWORD_MIN_LENGTH, problem: { code: 'tooShort', min: PASSWORD_MIN_LENGTH } },
  { rule: 'uppercase', met: hasUppercase, problem: { code: 'needsCharacter', kind: 'uppercase' } },
  { rule: 'lowercase', met: hasLowercase, problem: { code: 'needsCharacter', kind: 'lowercase' } },
  { rule: 'digit', met: hasDigit, problem: { code: 'needsCharacter', kind: 'digit' } },
  { rule: 'special', met: hasSpecialCharacter, problem: { code: 'needsCharacter', kind: 'special' } },
];

/** Each rule and whether `password` meets it, for a checklist that ticks while the password is typed. */
export function passwordRuleChecks(password: string): Array<{ rule: PasswordRule; met: boolean }> {
  const text = typeof password === 'string' ? password : '';
  return PASSWORD_RULES.map(({ rule, met }) => ({ rule, met: met(text) }));
}
