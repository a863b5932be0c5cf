import { DEMO_FILM_STILLS_PATH, isDemoFilmStillKey } from '../media/film/film-key';
import { DomainError } from '../shared/domain-error';
import { contentDataProblems, type ContentData } from './content-data';
import {
  CONTENT_CATEGORIES,
  CONTENT_DEFAULTS,
  CONTENT_TYPES,
  DIFFICULTIES,
  MIN_CONTENT_DURATION,
  VISIBILITIES,
  isContentCategory,
  isContentType,
  isDifficulty,
  isVisibility,
  type ContentCategory,
  type ContentType,
  type Difficulty,
  type Visibility,
} from './content-taxonomy';

/** What a teacher writes of a content item (spec §5 content form, plus tags, thumbnail and contentData). */
export interface ContentForm {
  title: string;
  description: string;
  type: ContentType;
  category: ContentCategory;
  difficulty: Difficulty;
  /** Minutes. */
  duration: number;
  tokenPrice: number;
  visibility: Visibility;
  tags: string[];
  /** A picture's address (spec §3: thumbnail with url); null for none. */
  thumbnail: { url: string } | null;
  contentData: ContentData;
}

/** A form as sent: any field may be missing (an update changes only what it names). */
export type ContentFormInput = { [K in keyof ContentForm]?: unknown };

/**
 * The bounds the spec leaves open, enforced by the server (the table's columns hold them): title
 * 200 characters, description 5000, duration at most 10,000 minutes, a price of at most 1,000,000
 * tokens, at most 20 tags of 1..30 characters, a thumbnail address of at most 500 characters.
 */
export const CONTENT_FORM_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  durationMin: MIN_CONTENT_DURATION,
  durationMax: 10_000,
  tokenPriceMin: 0,
  tokenPriceMax: 1_000_000,
  tagsMax: 20,
  tagMax: 30,
  thumbnailUrlMax: 500,
} as const;

const F = CONTENT_FORM_LIMITS;
const oneOf = (label: string, list: readonly string[]) => `${label} must be one of ${list.join(', ')}`;

/** Every message of the content form's rules, so the API's request checks say the same. */
export const CONTENT_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${F.titleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${F.descriptionMax} characters`,
  durationWhole: 'Duration must be a whole number of minutes',
  durationMin: `Duration must be at least ${F.durationMin} minute`,
  durationMax: `Duration must be at most ${F.durationMax.toLocaleString('en')} minutes`,
  tokenPriceWhole: 'Price must be a whole number of tokens',
  tokenPriceMin: 'Price must be 0 or more (0 for free content)',
  tokenPriceMax: `Price must be at most ${F.tokenPriceMax.toLocaleString('en')} tokens`,
  type: oneOf('Type', CONTENT_TYPES),
  category: oneOf('Category', CONTENT_CATEGORIES),
  difficulty: oneOf('Difficulty', DIFFICULTIES),
  visibility: oneOf('Visibility', VISIBILITIES),
  tagsList: `Tags must be a list of at most ${F.tagsMax} words`,
  tag: `Each tag must be 1 to ${F.tagMax} characters`,
  thumbnailUrl: `The thumbnail must be an http(s) address of at most ${F.thumbnailUrlMax} characters`,
  contentData: 'contentData must be an object',
} as const;

const M = CONTENT_FORM_MESSAGES;
const HTTP_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A thumbnail is an http(s) address, or the address of a demo film's still that the product serves
 * itself (a path on this server). Blank means none.
 */
export const THUMBNAIL_ADDRESS_OR_NOTHING = /^(|\s*https?:\/\/[^\s/$.?#][^\s]*\s*|\s*\/api\/media\/stills\/demo-film-[0-9a-f]{16}\.png\s*)$/i;
const isThumbnailAddress = (url: string) => HTTP_ADDRESS.test(url) || (url.startsWith(DEMO_FILM_STILLS_PATH) && isDemoFilmStillKey(url.slice(DEMO_FILM_STILLS_PATH.length)));

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is ContentData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trims the texts and tags; drops repeated tags; an empty thumbnail address means none. */
function tidy(input: ContentFormInput): ContentFormInput {
  const tidied: ContentFormInput = { ...input };
  if (isText(input.title)) tidied.title = input.title.trim();
  if (isText(input.description)) tidied.description = input.description.trim();
  if (Array.isArray(input.tags) && input.tags.every(isText)) tidied.tags = [...new Set(input.tags.map((tag) => tag.trim()))];
  if (isRecord(input.thumbnail) && isText(input.thumbnail.url)) {
    const url = input.thumbnail.url.trim();
    tidied.thumbnail = url === '' ? null : { ...input.thumbnail, url };
  }
  return tidied;
}

/** A new content's form: the §5 defaults (video, general, beginner, public, 10 minutes, free) fill what is missing. */
export function newContentForm(input: ContentFormInput): ContentFormInput {
  const defaults: ContentFormInput = { ...CONTENT_DEFAULTS, tags: [], thumbnail: null, contentData: {} };
  const given = Object.fromEntries(Object.entries(tidy(input)).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given };
}

/** The form after an update: the fields it names replace the current ones, the others stay. */
export function changedContentForm(current: ContentForm, changes: ContentFormInput): ContentFormInput {
  const given = Object.fromEntries(Object.entries(tidy(changes)).filter(([, value]) => value !== undefined));
  return { ...current, ...given };
}

function textProblem(value: unknown, max: number, required: string, tooLong: string): string | null {
  if (!isText(value) || value.trim() === '') return required;
  return value.length > max ? tooLong : null;
}

function wholeProblem(value: unknown, min: number, max: number, messages: { whole: string; min: string; max: string }): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return messages.whole;
  if (value < min) return messages.min;
  return value > max ? messages.max : null;
}

function tagsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > F.tagsMax) return M.tagsList;
  return value.every((tag) => isText(tag) && tag.trim() !== '' && tag.length <= F.tagMax) ? null : M.tag;
}

function thumbnailProblem(value: unknown): string | null {
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'url')) return M.thumbnailUrl;
  return isText(value.url) && value.url.length <= F.thumbnailUrlMax && isThumbnailAddress(value.url) ? null : M.thumbnailUrl;
}

/**
 * The content form's rules (spec §5 plus the bounds above), keyed by field with the first failing
 * message per field; contentData must follow its type's format (see `contentDataProblems`). An
 * empty object means the form is valid.
 */
export function contentFormProblems(form: ContentFormInput): Record<string, string> {
  const checks: Array<[string, string | null]> = [
    ['title', textProblem(form.title, F.titleMax, M.titleRequired, M.titleTooLong)],
    ['description', textProblem(form.description, F.descriptionMax, M.descriptionRequired, M.descriptionTooLong)],
    ['type', isContentType(form.type) ? null : M.type],
    ['category', isContentCategory(form.category) ? null : M.category],
    ['difficulty', isDifficulty(form.difficulty) ? null : M.difficulty],
    ['duration', wholeProblem(form.duration, F.durationMin, F.durationMax, { whole: M.durationWhole, min: M.durationMin, max: M.durationMax })],
    ['tokenPrice', wholeProblem(form.tokenPrice, F.tokenPriceMin, F.tokenPriceMax, { whole: M.tokenPriceWhole, min: M.tokenPriceMin, max: M.tokenPriceMax })],
    ['visibility', isVisibility(form.visibility) ? null : M.visibility],
    ['tags', tagsProblem(form.tags)],
    ['thumbnail.url', thumbnailProblem(form.thumbnail)],
  ];
  const problems: Record<string, string> = {};
  for (const [field, problem] of checks) if (problem !== null) problems[field] = problem;
  if (!isRecord(form.contentData)) problems.contentData = M.contentData;
  else if (isContentType(form.type)) Object.assign(problems, contentDataProblems(form.type, form.contentData));
  return problems;
}

/** A content form that breaks a rule: the message of the first problem, every problem by field. */
export class ContentFormInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(problems: Record<string, string>) {
    super(Object.values(problems)[0] ?? 'The content form is not valid', problems);
  }
}

/**
 * The form as a valid ContentForm, or ContentFormInvalidError naming every problem; `fieldPrefix`
 * names where the form sits in the request (`data` makes `data.title`), so the fields match the
 * request's own checks.
 */
export function validContentForm(form: ContentFormInput, fieldPrefix = ''): ContentForm {
  return validOrThrow(form, contentFormProblems(form), fieldPrefix);
}

/**
 * The form after an update, valid, or ContentFormInvalidError. A change of type must bring
 * contentData in the new type's format unless the content has no material yet (the old material
 * would not fit).
 */
export function validContentChange(current: ContentForm, changes: ContentFormInput, fieldPrefix = ''): ContentForm {
  const form = changedContentForm(current, changes);
  const typeChanged = changes.type !== undefined && changes.type !== current.type && isContentType(changes.type);
  if (typeChanged && changes.contentData === undefined && Object.keys(current.contentData).length > 0) {
    return validOrThrow(form, { contentData: `Send contentData in the format of ${String(changes.type)} content when changing the type` }, fieldPrefix);
  }
  return validOrThrow(form, contentFormProblems(form), fieldPrefix);
}

function validOrThrow(form: ContentFormInput, problems: Record<string, string>, fieldPrefix: string): ContentForm {
  if (Object.keys(problems).length === 0) return form as ContentForm;
  const at = (field: string) => (fieldPrefix ? `${fieldPrefix}.${field}` : field);
  throw new ContentFormInvalidError(Object.fromEntries(Object.entries(problems).map(([field, message]) => [at(field), message])));
}
