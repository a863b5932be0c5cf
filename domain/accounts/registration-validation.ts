import { fieldProblems, type FieldProblem, type FieldProblems } from '../shared/field-problem';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from './password-rules';
import { isUserRole, USER_ROLE_VALUES } from './roles';

/** The four account types, in the order the registration wizard shows them. */
export const USER_ROLES = USER_ROLE_VALUES;

/** What the registration form sends. Names and company fields are optional. */
export type RegistrationInput = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  userRole?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  contactPerson?: string;
  /** The terms checkbox; only checked when given (the API payload does not carry it). */
  acceptTerms?: boolean;
};

/**
 * Limits the spec leaves open, enforced by the server: a username is 3..30 characters of letters,
 * digits, '_', '.', '-'; an e-mail at most 254 characters; a password 8..128 characters;
 * first and last names at most 50; company name and contact person at most 100.
 */
export const REGISTRATION_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: 128,
  nameMax: 50,
  organisationMax: 100,
} as const;

const USERNAME_CHARACTERS = /^[A-Za-z0-9_.-]+$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const required: FieldProblem = { code: 'required' };
const atMost = (value: string, max: number): FieldProblem | null => (value.trim().length > max ? { code: 'tooLong', max } : null);

function usernameProblem(value: string): FieldProblem | null {
  const username = value.trim();
  if (username === '') return required;
  if (username.length < REGISTRATION_LIMITS.usernameMin) return { code: 'tooShort', min: REGISTRATION_LIMITS.usernameMin };
  if (username.length > REGISTRATION_LIMITS.usernameMax) return { code: 'tooLong', max: REGISTRATION_LIMITS.usernameMax };
  if (!USERNAME_CHARACTERS.test(username)) return { code: 'usernameCharacters' };
  return null;
}

export function emailProblem(value: string): FieldProblem | null {
  const email = value.trim();
  if (email === '') return required;
  if (email.length > REGISTRATION_LIMITS.emailMax) return { code: 'tooLong', max: REGISTRATION_LIMITS.emailMax };
  if (!EMAIL_SHAPE.test(email)) return { code: 'emailShape' };
  return null;
}

export function passwordProblem(password: string): FieldProblem | null {
  if (password === '') return required;
  if (password.length > REGISTRATION_LIMITS.passwordMax) return { code: 'tooLong', max: REGISTRATION_LIMITS.passwordMax };
  return PASSWORD_RULES.find((rule) => !rule.met(password))?.problem ?? null;
}

/** The repeat of a password: given, and the same. */
export function confirmationProblem(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return required;
  if (confirmation !== password) return { code: 'passwordsDiffer' };
  return null;
}

/** An account type that is not one of the four. */
export const UNKNOWN_ROLE: FieldProblem = { code: 'notOneOf', allowed: USER_ROLES };

/**
 * The registration rules (spec §5 plus the server's length limits), keyed by field, with the first
 * failing problem per field; an empty object means the form is valid.
 */
export function validateRegistration(input: RegistrationInput): FieldProblems {
  const password = text(input.password);
  return fieldProblems([
    ['username', usernameProblem(text(input.username))],
    ['email', emailProblem(text(input.email))],
    ['password', passwordProblem(password)],
    ['confirmPassword', confirmationProblem(password, text(input.confirmPassword))],
    ['userRole', input.userRole === undefined || isUserRole(input.userRole) ? null : UNKNOWN_ROLE],
    ['firstName', atMost(text(input.firstName), REGISTRATION_LIMITS.nameMax)],
    ['lastName', atMost(text(input.lastName), REGISTRATION_LIMITS.nameMax)],
    ['companyName', atMost(text(input.companyName), REGISTRATION_LIMITS.organisationMax)],
    ['contactPerson', atMost(text(input.contactPerson), REGISTRATION_LIMITS.organisationMax)],
    ['acceptTerms', input.acceptTerms === false ? { code: 'termsNotAccepted' } : null],
  ]);
}
