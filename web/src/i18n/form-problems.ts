import { CLASS_FORM_LIMITS as C } from '../../../domain/classes/class-form';
import { CONTENT_DATA_LIMITS as D } from '../../../domain/content/content-data';
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

const materialWords = teacherTexts.form.materialProblems;

/** A path inside the material (`contentData…`, maybe under the request's `data.`). */
const materialPath = (field: string): string | null => {
  const path = field.replace(/^data\./, '');
  return /^contentData(\.|\[|$)/.test(path) ? path : null;
};

/** Where in the material a path points, in the reader's words: 'Question 1, choices'; '' for the whole material. */
export function materialPlace(path: string): string {
  const parts: string[] = [];
  for (const [, name, index] of path.replace(/^contentData\.?/, '').matchAll(/([A-Za-z]+)?(?:\[(\d+)\])?\.?/g)) {
    if (name === undefined && index === undefined) continue;
    if (index === undefined) parts.push(name!);
    else parts.push(`${(name !== undefined && materialWords.entry[name]) || name || ''} ${Number(index) + 1}`.trim());
  }
  return parts.join(', ');
}

/** The words for one problem of the material (domain/content/content-data.ts), the place first. */
export function materialProblemText(path: string, problem: FieldProblem): string {
  const place = materialPlace(path);
  const at = (words: string) => (place === '' ? words : materialWords.at(place, words));
  switch (problem.code) {
    case 'required':
      return at(materialWords.required);
    case 'tooShort':
      return at(materialWords.blank);
    case 'tooLong':
      return at(materialWords.tooLong(problem.max));
    case 'wrongType':
      return place === '' && problem.expected === 'object' ? contentLabels.materialInvalid : at(materialWords.wrongType[problem.expected]);
    case 'outOfRange':
      return at(materialWords.outOfRange(problem.expected === 'integer', problem.min, problem.max));
    case 'tooFew':
    case 'tooMany':
      if (problem.min !== undefined && problem.max !== undefined) return at(materialWords.entries(problem.min, problem.max));
      return at(problem.code === 'tooFew' ? materialWords.tooFew(problem.min) : materialWords.tooMany(problem.max));
    case 'notAllowed':
      return at(problem.format !== undefined ? materialWords.notOfType(problem.format, problem.allowed ?? []) : materialWords.notOfFormat);
    case 'badFormat':
      return at(/(^|\.)mediaKey$/.test(path) ? materialWords.storedVideo : /(^|\.)videoUrl$/.test(path) ? materialWords.address(D.urlMax) : materialWords.badFormat);
    case 'answerNotAChoice':
      return at(materialWords.answerNotAChoice(problem.choices));
    case 'afterVideoEnd':
      return at(materialWords.afterVideoEnd(problem.seconds));
    case 'oneVideoSource':
      return materialWords.oneVideoSource;
    case 'duplicateId':
      return at(materialWords.duplicateId(problem.id));
    case 'notOneOf':
      return at(materialWords.oneOf(problem.allowed));
    case 'typeChangeNeedsContent':
      return materialWords.typeChangeNeedsContent(problem.type);
    // What publishing needs: said of the whole material, not of a place in it.
    case 'noAnsweredQuestion':
    case 'noVideoMedia':
    case 'noVideoDuration':
    case 'noSectionText':
    case 'noCheckedStep':
      return materialWords[problem.code];
    default:
      return at(materialWords.invalid);
  }
}

/**
 * The content form's words for its rule's answer (domain/content/content-form.ts), by the form's
 * fields; its material's paths (`contentData.questions[0].prompt`) in the material's words.
 */
export function contentFormProblemTexts(problems: FieldProblems): Record<string, string> {
  const texts = formProblemTexts(CONTENT_FORM_WORDS, problems);
  for (const [field, problem] of Object.entries(problems)) {
    const path = materialPath(field);
    if (path !== null) texts[field] = materialProblemText(path, problem);
  }
  return texts;
}

/**
 * The words for the fields a refused content form marks, by their code: the form's own fields (sent
 * under `data.`) and its material's paths; a field with no code this app knows keeps the server's words.
 */
export function contentFormServerTexts(problems: FieldProblems | null, messages: Record<string, string> | null): Record<string, string> {
  const texts: Record<string, string> = { ...messages };
  for (const [field, problem] of Object.entries(problems ?? {})) {
    const path = materialPath(field);
    if (path !== null) {
      texts[field] = materialProblemText(path, problem);
      continue;
    }
    const words = CONTENT_FORM_WORDS[field.replace(/^data\./, '')];
    if (words) texts[field] = words(problem);
  }
  return texts;
}
