import type { FieldProblem, FieldProblems } from '../../../domain/shared/field-problem';
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
