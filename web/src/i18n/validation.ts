import { CLASS_FORM_LIMITS } from '../../../domain/classes/class-form';
import type { FieldProblem, FieldProblems } from '../../../domain/shared/field-problem';
import { SPONSOR_PROFILE_LIMITS, type SponsorProfileField } from '../../../domain/sponsors/sponsor-profile';
import { formatInteger } from './format';
import { t } from './index';

type NamedField = Exclude<keyof typeof t.validation.required, 'other'>;

const isNamedField = (field: string): field is NamedField => field !== 'other' && Object.hasOwn(t.validation.required, field);

/**
 * The words for one field's problem in the active language. A code this app does not know (from a
 * newer server) has none: null.
 */
export function problemText(field: string, problem: FieldProblem): string | null {
  const words = t.validation;
  switch (problem.code) {
    case 'required':
      return isNamedField(field) ? words.required[field] : words.required.other;
    case 'tooShort':
      return words.tooShort(problem.min);
    case 'tooLong':
      return words.tooLong(problem.max);
    case 'usernameCharacters':
      return words.usernameCharacters;
    case 'emailShape':
      return words.emailShape;
    case 'needsCharacter':
      return words.needsCharacter[problem.kind] ?? null;
    case 'passwordsDiffer':
      return words.passwordsDiffer;
    case 'termsNotAccepted':
      return words.termsNotAccepted;
    case 'sameAsCurrentPassword':
      return words.sameAsCurrentPassword;
    case 'currentPasswordWrong':
      return words.currentPasswordWrong;
    case 'resetCodeInvalid':
      return words.resetCodeInvalid;
    case 'endBeforeStart':
      return words.endBeforeStart;
    case 'notOneOf':
      return field === 'userRole' ? words.chooseRole : words.notOneOf(problem.allowed);
    case 'wrongType':
      return words.wrongType;
    case 'tooSmall':
      return words.tooSmall(problem.min);
    case 'tooLarge':
      return words.tooLarge(problem.max);
    case 'tooFew':
      return words.tooFew(problem.min);
    case 'tooMany':
      return words.tooMany(problem.max);
    case 'badFormat':
      return words.badFormat;
    case 'notAllowed':
      return words.notAllowed;
    case 'invalid':
      return words.invalid;
    default:
      return null;
  }
}

/** The words for each field's problem (a domain form rule's answer). */
export function problemTexts(problems: FieldProblems): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) texts[field] = problemText(field, problem) ?? t.validation.invalid;
  return texts;
}

type FieldWords = (problem: FieldProblem) => string;

/** The words of each field's problem, in a form whose fields say their own name (the others in the common words). */
function formProblemTexts(own: Partial<Record<string, FieldWords>>, problems: FieldProblems): Record<string, string> {
  const texts = problemTexts(problems);
  for (const [field, problem] of Object.entries(problems)) {
    const words = own[field];
    if (words) texts[field] = words(problem);
  }
  return texts;
}

const CLASS_FORM_WORDS: Record<string, FieldWords> = {
  name: (problem) => (problem.code === 'tooLong' ? t.validation.classForm.nameTooLong(String(problem.max)) : t.validation.classForm.nameRequired),
  subject: () => t.validation.classForm.subjectTooLong(String(CLASS_FORM_LIMITS.subjectMax)),
  gradeLevel: () => t.validation.classForm.gradeLevelTooLong(String(CLASS_FORM_LIMITS.gradeLevelMax)),
  description: () => t.validation.classForm.descriptionTooLong(String(CLASS_FORM_LIMITS.descriptionMax)),
  capacity: (problem) =>
    problem.code === 'tooSmall'
      ? t.validation.classForm.capacityMin(formatInteger(problem.min))
      : problem.code === 'tooLarge'
        ? t.validation.classForm.capacityMax(formatInteger(problem.max))
        : t.validation.classForm.capacityWhole,
  startDate: () => t.validation.classForm.startDate,
  endDate: (problem) => (problem.code === 'endBeforeStart' ? t.validation.classForm.endBeforeStart : t.validation.classForm.endDate),
  isActive: () => t.validation.classForm.isActive,
};

/** The class form's words for its rule's answer (domain/classes/class-form.ts). */
export function classFormProblemTexts(problems: FieldProblems): Record<string, string> {
  return formProblemTexts(CLASS_FORM_WORDS, problems);
}

const SPONSOR_PROFILE_MAX: Record<SponsorProfileField, number> = {
  companyName: SPONSOR_PROFILE_LIMITS.companyNameMax,
  contactPerson: SPONSOR_PROFILE_LIMITS.contactPersonMax,
  website: SPONSOR_PROFILE_LIMITS.websiteMax,
  description: SPONSOR_PROFILE_LIMITS.descriptionMax,
};

/** The sponsor profile's words for its rule's answer (domain/sponsors/sponsor-profile.ts): one sentence a field. */
export function sponsorProfileProblemTexts(problems: FieldProblems): Partial<Record<SponsorProfileField, string>> {
  const own: Record<string, FieldWords> = {};
  for (const [field, max] of Object.entries(SPONSOR_PROFILE_MAX)) own[field] = () => t.validation.sponsorProfile[field as SponsorProfileField](String(max));
  return formProblemTexts(own, problems);
}

/** The words for a pledge amount's problem (domain/sponsors/sponsorship.ts). */
export function pledgeProblemText(problem: FieldProblem): string {
  const words = t.validation.pledge;
  if (problem.code === 'tooSmall') return words.min(formatInteger(problem.min));
  if (problem.code === 'tooLarge') return words.max(formatInteger(problem.max));
  return words.whole;
}

/** The sign-in form's words: as everywhere, but its own for a password too short. */
export function signInProblemTexts(problems: FieldProblems): Record<string, string> {
  const texts = problemTexts(problems);
  const password = problems.password;
  if (password?.code === 'tooShort') texts.password = t.validation.signInPasswordTooShort(password.min);
  return texts;
}

/**
 * The words for the fields an API refusal marks: each field's problem code in the active language,
 * or the server's own message when it sent no code this app knows.
 */
export function serverFieldTexts(problems: FieldProblems | null, messages: Record<string, string> | null): Record<string, string> {
  const texts: Record<string, string> = { ...messages };
  for (const [field, problem] of Object.entries(problems ?? {})) {
    const text = problemText(field, problem);
    if (text !== null) texts[field] = text;
  }
  return texts;
}
