import { CLASS_FORM_LIMITS as C } from '../../../domain/classes/class-form';
import { CONTENT_FORM_LIMITS as K } from '../../../domain/content/content-form';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../../domain/content/content-taxonomy';
import type { FieldProblem, FieldProblems } from '../../../domain/shared/field-problem';
import { SPONSOR_PROFILE_LIMITS as S } from '../../../domain/sponsors/sponsor-profile';
import { classesTexts } from './classes';
import { sponsorTexts } from './sponsor';
import { teacherTexts } from './teacher';
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

const contentWords = teacherTexts.form.problems;
const contentLabels = teacherTexts.form;

const oneOf =
  (label: string, list: readonly string[]): FieldWords =>
  (problem) =>
    contentWords.oneOf(label, problem.code === 'notOneOf' ? problem.allowed : list);
const thumbnailWords: FieldWords = () => contentWords.thumbnail(K.thumbnailUrlMax);

const CONTENT_FORM_WORDS: Record<string, FieldWords> = {
  title: (problem) => (problem.code === 'tooLong' ? contentWords.titleTooLong(problem.max) : contentWords.titleRequired),
  description: (problem) => (problem.code === 'tooLong' ? contentWords.descriptionTooLong(problem.max) : contentWords.descriptionRequired),
  type: oneOf(contentLabels.type, CONTENT_TYPES),
  category: oneOf(contentLabels.category, CONTENT_CATEGORIES),
  difficulty: oneOf(contentLabels.difficulty, DIFFICULTIES),
  visibility: oneOf(contentLabels.visibility, VISIBILITIES),
  duration: (problem) =>
    problem.code === 'tooSmall' ? contentWords.durationMin(problem.min) : problem.code === 'tooLarge' ? contentWords.durationMax(problem.max) : contentWords.durationWhole,
  tokenPrice: (problem) =>
    problem.code === 'tooSmall' ? contentWords.tokenPriceMin(problem.min) : problem.code === 'tooLarge' ? contentWords.tokenPriceMax(problem.max) : contentWords.tokenPriceWhole,
  // The list (not a list, too many entries), else one of its tags (blank, too long, not text).
  tags: (problem) =>
    (problem.code === 'wrongType' && problem.expected === 'list') || problem.code === 'tooMany'
      ? contentWords.tagsList(problem.code === 'tooMany' ? problem.max : K.tagsMax)
      : contentWords.tag(K.tagMax),
  thumbnail: thumbnailWords,
  'thumbnail.url': thumbnailWords,
};

/** The content form's words for its rule's answer (domain/content/content-form.ts), by the form's fields. */
export function contentFormProblemTexts(problems: FieldProblems): Record<string, string> {
  return formProblemTexts(CONTENT_FORM_WORDS, problems);
}

/**
 * The words for the fields a refused content form marks: the form's own fields (sent under `data.`) by
 * their code, any other (contentData's format) by the server's sentence.
 */
export function contentFormServerTexts(problems: FieldProblems | null, messages: Record<string, string> | null): Record<string, string> {
  const texts: Record<string, string> = { ...messages };
  for (const [field, problem] of Object.entries(problems ?? {})) {
    const words = CONTENT_FORM_WORDS[field.replace(/^data\./, '')];
    if (words) texts[field] = words(problem);
  }
  return texts;
}
