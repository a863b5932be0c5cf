import { CLASS_FORM_LIMITS as C } from '../../../domain/classes/class-form';
import type { FieldProblem, FieldProblems } from '../../../domain/shared/field-problem';
import { SPONSOR_PROFILE_LIMITS as S } from '../../../domain/sponsors/sponsor-profile';
import { classesTexts } from './classes';
import { sponsorTexts } from './sponsor';
import { problemTexts } from './validation';

/**
 * The words of the forms whose fields say their own name ('Class name is required', 'The amount must
 * be at least $1'), by problem code; any other field in the common words of validation.ts. Kept apart
 * from validation.ts, which the sign-in page loads, so that page does not carry these forms' rules.
 */

type FieldWords = (problem: FieldProblem) => string;

function formProblemTexts(own: Partial<Record<string, FieldWords>>, problems: FieldProblems): Record<string, string> {
  const texts = problemTexts(problems);
  for (const [field, problem] of Object.entries(problems)) {
    const words = own[field];
    if (words) texts[field] = words(problem);
  }
  return texts;
}

const classWords = classesTexts.problems;

const CLASS_FORM_WORDS: Record<string, FieldWords> = {
  name: (problem) => (problem.code === 'tooLong' ? classWords.nameTooLong(problem.max) : classWords.nameRequired),
  subject: () => classWords.subjectTooLong(C.subjectMax),
  gradeLevel: () => classWords.gradeLevelTooLong(C.gradeLevelMax),
  description: () => classWords.descriptionTooLong(C.descriptionMax),
  capacity: (problem) =>
    problem.code === 'tooSmall' ? classWords.capacityMin(problem.min) : problem.code === 'tooLarge' ? classWords.capacityMax(problem.max) : classWords.capacityWhole,
  startDate: () => classWords.startDate,
  endDate: (problem) => (problem.code === 'endBeforeStart' ? classWords.endBeforeStart : classWords.endDate),
  isActive: () => classWords.isActive,
};

/** The class form's words for its rule's answer (domain/classes/class-form.ts). */
export function classFormProblemTexts(problems: FieldProblems): Record<string, string> {
  return formProblemTexts(CLASS_FORM_WORDS, problems);
}

const sponsorWords = sponsorTexts.problems;

/** One sentence a field, whatever its problem (too long, not text, not an http(s) address). */
const SPONSOR_PROFILE_WORDS: Record<string, FieldWords> = {
  companyName: () => sponsorWords.companyName(S.companyNameMax),
  contactPerson: () => sponsorWords.contactPerson(S.contactPersonMax),
  website: () => sponsorWords.website(S.websiteMax),
  description: () => sponsorWords.description(S.descriptionMax),
};

/** The sponsor profile's words for its rule's answer (domain/sponsors/sponsor-profile.ts). */
export function sponsorProfileProblemTexts(problems: FieldProblems): Record<string, string> {
  return formProblemTexts(SPONSOR_PROFILE_WORDS, problems);
}

/** The words for a pledge amount's problem (domain/sponsors/sponsorship.ts). */
export function pledgeProblemText(problem: FieldProblem): string {
  if (problem.code === 'tooSmall') return sponsorWords.amountMin(problem.min);
  if (problem.code === 'tooLarge') return sponsorWords.amountMax(problem.max);
  return sponsorWords.amountWhole;
}
