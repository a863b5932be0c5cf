import type { FieldProblem, FieldProblems } from '../../domain/shared/field-problem';

/**
 * The API's English words for the domain's field problems, written here only: the API answers
 * readable messages beside the codes (the web has its own words, in web/src/i18n).
 */
const REQUIRED: Record<string, string> = {
  identifier: 'Email or username is required',
  username: 'Username is required',
  email: 'Email is required',
  password: 'Password is required',
  newPassword: 'Password is required',
  currentPassword: 'Current password is required',
  confirmPassword: 'Password confirmation is required',
  passwordConfirmation: 'Password confirmation is required',
  code: 'Enter the reset code',
};

const ACCOUNT_TYPES = 'Choose an account type: student, teacher, parent or sponsor';

const CHARACTER_WORDS = {
  uppercase: 'uppercase letter',
  lowercase: 'lowercase letter',
  digit: 'number',
  special: 'special character',
} as const;

const TYPE_WORDS = {
  text: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object',
} as const;

export function fieldProblemMessage(field: string, problem: FieldProblem): string {
  switch (problem.code) {
    case 'required':
      return REQUIRED[field] ?? `${field} is required`;
    case 'tooShort':
      return `At least ${problem.min} characters`;
    case 'tooLong':
      return `At most ${problem.max} characters`;
    case 'usernameCharacters':
      return 'Use only letters, digits, _ . and -';
    case 'emailShape':
      return 'Enter a valid email';
    case 'needsCharacter':
      return `At least one ${CHARACTER_WORDS[problem.kind]}`;
    case 'passwordsDiffer':
      return 'Passwords do not match';
    case 'termsNotAccepted':
      return 'You must accept the terms';
    case 'sameAsCurrentPassword':
      return 'The new password must be different from the current one';
    case 'currentPasswordWrong':
      return 'Your current password is not correct';
    case 'resetCodeInvalid':
      return 'This reset code is not valid or has expired. Ask for a new one.';
    case 'notOneOf':
      return field === 'userRole' ? ACCOUNT_TYPES : `${field} must be one of: ${problem.allowed.join(', ')}`;
    case 'wrongType':
      return `${field} must be ${TYPE_WORDS[problem.expected]}`;
    case 'tooSmall':
      return `${field} must be at least ${problem.min}`;
    case 'tooLarge':
      return `${field} must be at most ${problem.max}`;
    case 'tooFew':
      return `${field} must have at least ${problem.min} items`;
    case 'tooMany':
      return `${field} must have at most ${problem.max} items`;
    case 'badFormat':
      return `${field} is not in the expected format`;
    case 'notAllowed':
      return `${field} is not allowed`;
    case 'invalid':
      return `${field} is not valid`;
  }
}

/** The message of each field's problem. */
export function fieldProblemMessages(problems: FieldProblems): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, fieldProblemMessage(field, problem)]));
}
