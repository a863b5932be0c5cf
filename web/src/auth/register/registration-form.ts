import { validateRegistration } from '../../../../domain/accounts/registration-validation';
import type { RegisterPayload, UserRole } from '../../api/types';
import { problemTexts } from '../../i18n/validation';

/** What the registration form holds: its texts and the terms checkbox (the account type is the wizard's step 1). */
export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  companyName: string;
  contactPerson: string;
  acceptTerms: boolean;
}

export type RegistrationTextField = Exclude<keyof RegistrationValues, 'acceptTerms'>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  companyName: '',
  contactPerson: '',
  acceptTerms: false,
};

type ExtraField = 'firstName' | 'lastName' | 'companyName' | 'contactPerson';

const PERSON_FIELDS: readonly ExtraField[] = ['firstName', 'lastName'];
const SPONSOR_FIELDS: readonly ExtraField[] = ['companyName', 'contactPerson'];

/** The optional fields each account type shows. */
export const extraFieldsFor = (role: UserRole): readonly ExtraField[] => (role === 'sponsor' ? SPONSOR_FIELDS : PERSON_FIELDS);

/**
 * The words for each problem of the form as the given account type shows it (the domain's
 * registration rules): the other type's optional fields, hidden, are not checked.
 */
export function registrationProblemTexts(values: Partial<RegistrationValues>, role: UserRole): Record<string, string> {
  const problems = validateRegistration({ ...EMPTY_REGISTRATION, ...values, userRole: role });
  for (const field of role === 'sponsor' ? PERSON_FIELDS : SPONSOR_FIELDS) delete problems[field];
  return problemTexts(problems);
}

/** What the form sends: the texts trimmed, the role's optional fields only when given, the password once. */
export function registrationPayload(role: UserRole, values: RegistrationValues, timeZone: string | undefined): RegisterPayload {
  const payload: RegisterPayload = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    userRole: role,
  };
  for (const field of extraFieldsFor(role)) {
    const value = values[field].trim();
    if (value !== '') payload[field] = value;
  }
  if (timeZone) payload.timeZone = timeZone;
  return payload;
}

/** The browser's IANA time zone, sent so that "days" are the user's days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
