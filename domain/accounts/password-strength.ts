export type PasswordStrength = 'Strong' | 'Good' | 'Fair' | 'Weak';

export const hasUppercase = (text: string): boolean => /[A-Z]/.test(text);
export const hasLowercase = (text: string): boolean => /[a-z]/.test(text);
export const hasDigit = (text: string): boolean => /[0-9]/.test(text);
/** Anything that is not an ASCII letter or digit counts as a special character. */
export const hasSpecialCharacter = (text: string): boolean => /[^A-Za-z0-9]/.test(text);

/**
 * The registration strength indicator (spec §5): Strong is 8+ characters with upper, lower, digit
 * and special; Good is 6+ with upper, lower and digit; Fair is 6+; anything else is Weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const text = typeof password === 'string' ? password : '';
  const mixed = hasUppercase(text) && hasLowercase(text) && hasDigit(text);
  if (text.length >= 8 && mixed && hasSpecialCharacter(text)) return 'Strong';
  if (text.length >= 6 && mixed) return 'Good';
  if (text.length >= 6) return 'Fair';
  return 'Weak';
}
