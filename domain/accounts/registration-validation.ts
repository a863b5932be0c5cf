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
const atMost = (max: number) => `At most ${max} characters`;

function usernameProblem(value: string): string | null {
  const username = value.trim();
  if (username === '') return 'Username is required';
  if (username.length < REGISTRATION_LIMITS.usernameMin) return 'At least 3 characters';
  if (username.length > REGISTRATION_LIMITS.usernameMax) return atMost(REGISTRATION_LIMITS.usernameMax);
  if (!USERNAME_CHARACTERS.test(username)) return 'Use only letters, digits, _ . and -';
  return null;
}

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (email.length > REGISTRATION_LIMITS.emailMax) return atMost(REGISTRATION_LIMITS.emailMax);
  if (!EMAIL_SHAPE.test(email)) return 'Enter a valid email';
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password === '') return 'Password is required';
  if (password.length > REGISTRATION_LIMITS.passwordMax) return atMost(REGISTRATION_LIMITS.passwordMax);
  return PASSWORD_RULES.find((rule) => !rule.met(password))?.problem ?? null;
}

function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Password confirmation is required';
  if (confirmation !== password) return 'Passwords do not match';
  return null;
}

/**
 * The registration rules (spec §5 plus the server's length limits), keyed by field, with the first
 * failing message per field; an empty object means the form is valid.
 */
export function validateRegistration(input: RegistrationInput): Record<string, string> {
  const password = text(input.password);
  const checks: Array<[string, string | null]> = [
    ['username', usernameProblem(text(input.username))],
    ['email', emailProblem(text(input.email))],
    ['password', passwordProblem(password)],
    ['confirmPassword', confirmationProblem(password, text(input.confirmPassword))],
    ['userRole', input.userRole === undefined || isUserRole(input.userRole) ? null : 'Choose an account type: student, teacher, parent or sponsor'],
    ['firstName', text(input.firstName).trim().length > REGISTRATION_LIMITS.nameMax ? atMost(REGISTRATION_LIMITS.nameMax) : null],
    ['lastName', text(input.lastName).trim().length > REGISTRATION_LIMITS.nameMax ? atMost(REGISTRATION_LIMITS.nameMax) : null],
    ['companyName', text(input.companyName).trim().length > REGISTRATION_LIMITS.organisationMax ? atMost(REGISTRATION_LIMITS.organisationMax) : null],
    ['contactPerson', text(input.contactPerson).trim().length > REGISTRATION_LIMITS.organisationMax ? atMost(REGISTRATION_LIMITS.organisationMax) : null],
    ['acceptTerms', input.acceptTerms === false ? 'You must accept the terms' : null],
  ];
  const problems: Record<string, string> = {};
  for (const [field, problem] of checks) if (problem !== null) problems[field] = problem;
  return problems;
}
