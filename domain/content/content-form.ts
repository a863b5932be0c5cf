import { DEMO_FILM_STILLS_PATH, isDemoFilmStillKey } from '../media/film/film-key';
import { publicPictureKeyOf } from '../media/public-picture';
import { DomainError } from '../shared/domain-error';
import { fieldProblems, type FieldProblem, type FieldProblems } from '../shared/field-problem';
import { CONTENT_DATA_NOT_AN_OBJECT, contentDataProblems, type ContentData } from './content-data';
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
const HTTP_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A thumbnail is an http(s) address, or the address of a picture the product serves itself (a path
 * on this server): a demo film's still, or a public picture (/api/media/pictures/<key>: an uploaded
 * JPEG or PNG, or a demo content's cover).
 * Blank means none.
 */
export const THUMBNAIL_ADDRESS_OR_NOTHING =
  /^(|\s*https?:\/\/[^\s/$.?#][^\s]*\s*|\s*\/api\/media\/stills\/demo-film-[0-9a-f]{16}\.png\s*|\s*\/api\/media\/pictures\/(?:[0-9a-f]{32}\.(?:jpg|png)|demo-cover-[0-9a-f]{16}\.png)\s*)$/i;
export const isThumbnailAddress = (url: string) =>
  HTTP_ADDRESS.test(url) || publicPictureKeyOf(url) !== null || (url.startsWith(DEMO_FILM_STILLS_PATH) && isDemoFilmStillKey(url.slice(DEMO_FILM_STILLS_PATH.length)));

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

function textProblem(value: unknown, max: number): FieldProblem | null {
  if (!isText(value) || value.trim() === '') return { code: 'required' };
  return value.length > max ? { code: 'tooLong', max } : null;
}

function wholeProblem(value: unknown, min: number, max: number): FieldProblem | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'wrongType', expected: 'integer' };
  if (value < min) return { code: 'tooSmall', min };
  return value > max ? { code: 'tooLarge', max } : null;
}

function oneOfProblem(value: unknown, allowed: readonly string[], isAllowed: (value: unknown) => boolean): FieldProblem | null {
  return isAllowed(value) ? null : { code: 'notOneOf', allowed };
}

/** The list first (a list, at most 20 entries), then each tag (text of 1 to 30 characters). */
function tagsProblem(value: unknown): FieldProblem | null {
  if (!Array.isArray(value)) return { code: 'wrongType', expected: 'list' };
  if (value.length > F.tagsMax) return { code: 'tooMany', max: F.tagsMax };
  for (const tag of value) {
    if (!isText(tag)) return { code: 'wrongType', expected: 'text' };
    if (tag.trim() === '') return { code: 'tooShort', min: 1 };
    if (tag.length > F.tagMax) return { code: 'tooLong', max: F.tagMax };
  }
  return null;
}

function thumbnailProblem(value: unknown): FieldProblem | null {
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'url') || !isText(value.url)) return { code: 'badFormat' };
  if (value.url.length > F.thumbnailUrlMax) return { code: 'tooLong', max: F.thumbnailUrlMax };
  return isThumbnailAddress(value.url) ? null : { code: 'badFormat' };
}

/**
 * The content form's rules for its own fields (spec §5 plus the bounds above): each field that breaks
 * one, with its problem as a code (the API and the web word it). contentData's format is checked
 * apart, by `contentFormatProblems`. An empty object means these fields hold.
 */
export function contentFormProblems(form: ContentFormInput): FieldProblems {
  return fieldProblems([
    ['title', textProblem(form.title, F.titleMax)],
    ['description', textProblem(form.description, F.descriptionMax)],
    ['type', oneOfProblem(form.type, CONTENT_TYPES, isContentType)],
    ['category', oneOfProblem(form.category, CONTENT_CATEGORIES, isContentCategory)],
    ['difficulty', oneOfProblem(form.difficulty, DIFFICULTIES, isDifficulty)],
    ['duration', wholeProblem(form.duration, F.durationMin, F.durationMax)],
    ['tokenPrice', wholeProblem(form.tokenPrice, F.tokenPriceMin, F.tokenPriceMax)],
    ['visibility', oneOfProblem(form.visibility, VISIBILITIES, isVisibility)],
    ['tags', tagsProblem(form.tags)],
    ['thumbnail.url', thumbnailProblem(form.thumbnail)],
  ]);
}

/**
 * contentData's problems against its type's format (see `contentDataProblems`), as codes keyed by
 * path ('contentData.questions[0].answerIndex'); empty when the material holds.
 */
export function contentFormatProblems(form: ContentFormInput): FieldProblems {
  if (!isRecord(form.contentData)) return { contentData: CONTENT_DATA_NOT_AN_OBJECT };
  return isContentType(form.type) ? contentDataProblems(form.type, form.contentData) : {};
}

/**
 * A content form that breaks a rule: `problems` names every problem by code, the form's own fields
 * first, then its material's paths (the API and the web word them).
 */
export class ContentFormInvalidError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(problems: FieldProblems) {
    super('Invalid content form', undefined, problems);
  }
}

/**
 * The form as a valid ContentForm, or ContentFormInvalidError naming every problem; `fieldPrefix`
 * names where the form sits in the request (`data` makes `data.title`), so the fields match the
 * request's own checks.
 */
export function validContentForm(form: ContentFormInput, fieldPrefix = ''): ContentForm {
  return validOrThrow(form, { ...contentFormProblems(form), ...contentFormatProblems(form) }, fieldPrefix);
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
    return validOrThrow(form, { contentData: { code: 'typeChangeNeedsContent', type: String(changes.type) } }, fieldPrefix);
  }
  return validOrThrow(form, { ...contentFormProblems(form), ...contentFormatProblems(form) }, fieldPrefix);
}

function validOrThrow(form: ContentFormInput, problems: FieldProblems, fieldPrefix: string): ContentForm {
  if (Object.keys(problems).length === 0) return form as ContentForm;
  throw new ContentFormInvalidError(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [fieldPrefix ? `${fieldPrefix}.${field}` : field, problem])));
}
