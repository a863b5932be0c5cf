import { CLASS_FORM_LIMITS, InvalidClassFormError } from '../../domain/classes/class-form';
import { CONTENT_DATA_LIMITS } from '../../domain/content/content-data';
import { ContentIncompleteError } from '../../domain/content/content-completeness';
import { CONTENT_FORM_LIMITS, ContentFormInvalidError } from '../../domain/content/content-form';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../domain/content/content-taxonomy';
import type { DomainError } from '../../domain/shared/domain-error';
import type { FieldProblem, FieldProblems } from '../../domain/shared/field-problem';
import { SPONSOR_PROFILE_LIMITS } from '../../domain/sponsors/sponsor-profile';

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

type FieldWords = (problem: FieldProblem) => string;

const C = CLASS_FORM_LIMITS;
const S = SPONSOR_PROFILE_LIMITS;
const K = CONTENT_FORM_LIMITS;
const thousands = (value: number) => value.toLocaleString('en-US');

/** 'Type must be one of video, quiz, …': the values the problem allows, else the field's own list. */
const oneOf = (label: string, list: readonly string[]): FieldWords => (problem) => `${label} must be one of ${(problem.code === 'notOneOf' ? problem.allowed : list).join(', ')}`;
const thumbnailWords: FieldWords = () => `The thumbnail must be an http(s) address of at most ${K.thumbnailUrlMax} characters`;

/** The forms whose fields are worded their own way (the field's name in the sentence, its bound). */
const FORM_WORDS = {
  classForm: {
    name: (problem) => (problem.code === 'tooLong' ? `Class name must be at most ${problem.max} characters` : 'Class name is required'),
    subject: () => `Subject must be at most ${C.subjectMax} characters`,
    gradeLevel: () => `Grade level must be at most ${C.gradeLevelMax} characters`,
    description: () => `Description must be at most ${C.descriptionMax} characters`,
    capacity: (problem) =>
      problem.code === 'tooSmall'
        ? `Capacity must be at least ${problem.min}`
        : problem.code === 'tooLarge'
          ? `Capacity must be at most ${thousands(problem.max)}`
          : 'Capacity must be a whole number of students',
    startDate: () => 'Start date must be a date (YYYY-MM-DD)',
    endDate: (problem) => (problem.code === 'endBeforeStart' ? 'End date cannot be before the start date' : 'End date must be a date (YYYY-MM-DD)'),
    isActive: () => 'isActive must be true or false',
  },
  contentForm: {
    title: (problem) => (problem.code === 'tooLong' ? `Title must be at most ${problem.max} characters` : 'Title is required'),
    description: (problem) => (problem.code === 'tooLong' ? `Description must be at most ${problem.max} characters` : 'Description is required'),
    type: oneOf('Type', CONTENT_TYPES),
    category: oneOf('Category', CONTENT_CATEGORIES),
    difficulty: oneOf('Difficulty', DIFFICULTIES),
    visibility: oneOf('Visibility', VISIBILITIES),
    duration: (problem) =>
      problem.code === 'tooSmall'
        ? `Duration must be at least ${thousands(problem.min)} minute${problem.min === 1 ? '' : 's'}`
        : problem.code === 'tooLarge'
          ? `Duration must be at most ${thousands(problem.max)} minutes`
          : 'Duration must be a whole number of minutes',
    tokenPrice: (problem) =>
      problem.code === 'tooSmall'
        ? `Price must be ${thousands(problem.min)} or more (0 for free content)`
        : problem.code === 'tooLarge'
          ? `Price must be at most ${thousands(problem.max)} tokens`
          : 'Price must be a whole number of tokens',
    // The list (not a list, too many entries), else one of its tags (blank, too long, not text).
    tags: (problem) =>
      (problem.code === 'wrongType' && problem.expected === 'list') || problem.code === 'tooMany'
        ? `Tags must be a list of at most ${problem.code === 'tooMany' ? problem.max : K.tagsMax} words`
        : `Each tag must be 1 to ${K.tagMax} characters`,
    thumbnail: thumbnailWords,
    'thumbnail.url': thumbnailWords,
  },
  sponsorProfile: {
    companyName: () => `The company name must be at most ${S.companyNameMax} characters`,
    contactPerson: () => `The contact person must be at most ${S.contactPersonMax} characters`,
    website: () => `The website must be an http(s) address of at most ${S.websiteMax} characters`,
    description: () => `The description must be at most ${S.descriptionMax} characters`,
  },
  pledge: {
    amount: (problem) =>
      problem.code === 'tooSmall'
        ? `The amount must be at least $${thousands(problem.min)}`
        : problem.code === 'tooLarge'
          ? `The amount must be at most $${thousands(problem.max)}`
          : 'The amount must be a whole number of dollars',
  },
} satisfies Record<string, Record<string, FieldWords>>;

/** A form whose fields have words of their own. */
export type WordedForm = keyof typeof FORM_WORDS;

/** The form a domain error refuses, when its fields have words of their own. */
export function wordedFormOf(error: DomainError): WordedForm | undefined {
  if (error instanceof InvalidClassFormError) return 'classForm';
  return error instanceof ContentFormInvalidError || error instanceof ContentIncompleteError ? 'contentForm' : undefined;
}

/** A request may hold its form under `data` (`data.title`): the form's words name its own fields. */
const formField = (field: string) => field.replace(/^data\./, '');

/** A content's material: the path of each field (`contentData.questions[0].prompt`) names it. */
const isMaterialPath = (field: string) => /^contentData(\.|\[|$)/.test(field);

const D = CONTENT_DATA_LIMITS;

/** The English of a problem in a content's material, its path (without `data.`) first. */
function materialMessage(path: string, problem: FieldProblem): string {
  switch (problem.code) {
    case 'required':
      return `${path} is required`;
    case 'tooShort':
      return `${path} must not be blank`;
    case 'tooLong':
      return `${path} must be at most ${problem.max} characters`;
    case 'wrongType':
      return `${path} must be ${problem.expected === 'text' ? 'text' : TYPE_WORDS[problem.expected]}`;
    case 'tooFew':
    case 'tooMany':
      return problem.min !== undefined && problem.max !== undefined
        ? `${path} must hold ${problem.min} to ${problem.max} entries`
        : problem.code === 'tooFew'
          ? `${path} must hold at least ${problem.min} entries`
          : `${path} must hold at most ${problem.max} entries`;
    case 'notAllowed':
      return problem.format !== undefined
        ? `${path} is not a field of ${problem.format} content (it takes ${(problem.allowed ?? []).join(', ')})`
        : `${path} is not a field of this format`;
    case 'badFormat':
      return /\.mediaKey$/.test(path)
        ? `${path} must name a stored MP4 video: lower-case letters, digits and dashes, then .mp4 (at most 67 characters)`
        : `${path} must be an http(s) address of at most ${D.urlMax} characters`;
    case 'oneVideoSource':
      return 'contentData.mediaKey and contentData.videoUrl exclude each other: give the outside address or the stored video, not both';
    case 'notOneOf':
      return `${path} must be ${problem.allowed.map((value) => `'${value}'`).join(' or ')}`;
    default:
      // The rest read the same for the material as anywhere: the path names the field.
      return commonMessage(path, problem);
  }
}

/** The message of one field's problem: the form's own words when it has them, else the common ones. */
export function fieldProblemMessage(field: string, problem: FieldProblem, form?: WordedForm): string {
  if (form === 'contentForm' && isMaterialPath(formField(field))) return materialMessage(formField(field), problem);
  const own: FieldWords | undefined = form ? (FORM_WORDS[form] as Record<string, FieldWords>)[formField(field)] : undefined;
  return own ? own(problem) : commonMessage(field, problem);
}

function commonMessage(field: string, problem: FieldProblem): string {
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
    case 'endBeforeStart':
      return `${field} cannot be before the start date`;
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
    case 'outOfRange':
      return `${field} must be ${problem.expected === 'integer' ? 'a whole number' : 'a number'} from ${problem.min} to ${problem.max}`;
    case 'answerNotAChoice':
      return `${field} must name one of the ${problem.choices} choices (0 to ${problem.choices - 1})`;
    case 'afterVideoEnd':
      return `${field} must be before the video's end (${problem.seconds} seconds)`;
    case 'oneVideoSource':
      return 'Give the outside address or the stored video, not both';
    case 'duplicateId':
      return `${field} repeats '${problem.id}'`;
    case 'typeChangeNeedsContent':
      return `Send contentData in the format of ${problem.type} content when changing the type`;
    case 'noAnsweredQuestion':
      return 'Add at least one question with its correct answer (an answerIndex naming one of its choices)';
    case 'noVideoMedia':
      return 'Add the video to play: an outside address (videoUrl) or an uploaded file (mediaKey)';
    case 'noVideoDuration':
      return "Give the video's length in seconds (durationSeconds)";
    case 'noSectionText':
      return 'Write at least one section with text';
    case 'noCheckedStep':
      return 'Add at least one step with a check (a task)';
  }
}

/** The message of each field's problem. */
export function fieldProblemMessages(problems: FieldProblems, form?: WordedForm): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, fieldProblemMessage(field, problem, form)]));
}
