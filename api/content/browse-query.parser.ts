import {
  DEFAULT_BROWSE_QUERY,
  MAX_BROWSE_PAGE,
  MAX_BROWSE_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_TOKEN_PRICE_FILTER,
  SORT_DIRECTIONS,
  type BrowseQuery,
} from '../../domain/content/browse-query';
import { BROWSE_SORT_FIELDS, CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES, type Visibility } from '../../domain/content/content-taxonomy';
import { ApiError } from '../common/api-error';

/**
 * The catalogue's query language, read from the flat keys of the "simple" query parser (a key such
 * as `filters[category][$eq]` arrives as it is written; a repeated key arrives as an array). Any key,
 * operator or value outside the language is refused with a message that names it.
 */
type RawQuery = Record<string, unknown>;

const MAX_VISIBILITY_VALUES = 10;
const SEARCH_TITLE_KEY = 'filters[$or][0][title][$containsi]';
const SEARCH_DESCRIPTION_KEY = 'filters[$or][1][description][$containsi]';
/** Each filter with the one operator it takes, to tell an unknown operator from an unknown key. */
const FILTER_OPERATORS: ReadonlyArray<[field: string, operator: string]> = [
  ['filters[category]', '$eq'],
  ['filters[difficulty]', '$eq'],
  ['filters[type]', '$eq'],
  ['filters[tokenPrice]', '$lte'],
  ['filters[visibility]', '$in'],
  ['filters[$or][0][title]', '$containsi'],
  ['filters[$or][1][description]', '$containsi'],
];

const shown = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

function refuse(key: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, { [shown(key)]: message });
}

function single(key: string, value: unknown): string {
  if (Array.isArray(value)) throw refuse(key, `'${shown(key)}' may be given only once`);
  if (typeof value !== 'string') throw refuse(key, `'${shown(key)}' must be text`);
  if (value.includes('\u0000')) throw refuse(key, `'${shown(key)}' must not contain NUL characters`);
  return value;
}

function oneOf<T extends string>(key: string, value: unknown, allowed: readonly T[]): T {
  const text = single(key, value);
  if (!(allowed as readonly string[]).includes(text)) throw refuse(key, `'${shown(key)}' must be one of ${allowed.join(', ')}`);
  return text as T;
}

function wholeNumber(key: string, value: unknown, min: number, max: number): number {
  const text = single(key, value);
  const number = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= min && number <= max)) throw refuse(key, `'${shown(key)}' must be a whole number from ${min} to ${max}`);
  return number;
}

function searchWord(key: string, value: unknown): string {
  const word = single(key, value);
  if (Array.from(word).length > MAX_SEARCH_LENGTH) throw refuse(key, `'${shown(key)}' must be at most ${MAX_SEARCH_LENGTH} characters`);
  return word;
}

function sort(key: string, value: unknown): BrowseQuery['sort'] {
  const [field, direction, ...rest] = single(key, value).split(':');
  const valid = rest.length === 0 && (BROWSE_SORT_FIELDS as readonly string[]).includes(field) && (SORT_DIRECTIONS as readonly string[]).includes(direction);
  if (!valid) throw refuse(key, `'sort' must be one of ${BROWSE_SORT_FIELDS.join(', ')} followed by :asc or :desc`);
  return { field: field as BrowseQuery['sort']['field'], direction: direction as BrowseQuery['sort']['direction'] };
}

function populate(key: string, value: unknown): boolean {
  const text = single(key, value);
  const accepted = key === 'populate' ? ['teacher', '*'] : key === 'populate[teacher]' ? ['true'] : ['teacher'];
  if (!accepted.includes(text)) throw refuse(key, `'${shown(key)}' must be ${accepted.map((option) => `'${option}'`).join(' or ')}`);
  return true;
}

/** Why a key is not part of the language: an unknown operator on a known filter, or an unknown key. */
function unknownKey(key: string): ApiError {
  for (const [field, operator] of FILTER_OPERATORS) {
    const used = key.startsWith(`${field}[$`) ? key.slice(field.length + 1).split(']')[0] : null;
    if (used !== null && used !== operator) return refuse(key, `Unknown operator '${shown(used)}' in '${shown(key)}'`);
  }
  return refuse(key, `Unknown query parameter '${shown(key)}'`);
}

/** The search word, from a $or whose two sides carry the same word; a blank word searches nothing. */
function search(title: string | undefined, description: string | undefined): string | undefined {
  if (title === undefined && description === undefined) return undefined;
  if (title !== description) {
    throw refuse('filters[$or]', `'filters[$or]' must search the same word in '${SEARCH_TITLE_KEY}' and '${SEARCH_DESCRIPTION_KEY}'`);
  }
  return title!.trim() || undefined;
}

function visibilities(key: string, value: unknown, collected: Visibility[]): void {
  const values = key === 'filters[visibility][$in][]' && Array.isArray(value) ? value : [single(key, value)];
  if (collected.length + values.length > MAX_VISIBILITY_VALUES) throw refuse(key, `'filters[visibility][$in]' takes at most ${MAX_VISIBILITY_VALUES} values`);
  for (const item of values) collected.push(oneOf(key, item, VISIBILITIES));
}

/** GET /content-items (signed in). */
export function parseBrowseQuery(raw: RawQuery): BrowseQuery {
  const query: BrowseQuery = { ...DEFAULT_BROWSE_QUERY };
  const asked: Visibility[] = [];
  let title: string | undefined;
  let description: string | undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'filters[category][$eq]') query.category = oneOf(key, value, CONTENT_CATEGORIES);
    else if (key === 'filters[difficulty][$eq]') query.difficulty = oneOf(key, value, DIFFICULTIES);
    else if (key === 'filters[type][$eq]') query.type = oneOf(key, value, CONTENT_TYPES);
    else if (key === 'filters[tokenPrice][$lte]') query.maxTokenPrice = wholeNumber(key, value, 0, MAX_TOKEN_PRICE_FILTER);
    else if (key === SEARCH_TITLE_KEY) title = searchWord(key, value);
    else if (key === SEARCH_DESCRIPTION_KEY) description = searchWord(key, value);
    else if (key === 'filters[visibility][$in][]' || /^filters\[visibility\]\[\$in\]\[\d\]$/.test(key)) visibilities(key, value, asked);
    else if (key === 'pagination[page]') query.page = wholeNumber(key, value, 1, MAX_BROWSE_PAGE);
    else if (key === 'pagination[pageSize]') query.pageSize = wholeNumber(key, value, 1, MAX_BROWSE_PAGE_SIZE);
    else if (key === 'sort') query.sort = sort(key, value);
    else if (key === 'populate' || key === 'populate[teacher]' || /^populate\[\d\]$/.test(key)) query.populateTeacher = populate(key, value);
    else throw unknownKey(key);
  }
  const word = search(title, description);
  if (word) query.search = word;
  if (asked.length > 0) query.visibilities = [...new Set(asked)];
  return query;
}

/** GET /content-items/public (no sign-in): public and premium content, newest first. */
export function parsePublicBrowseQuery(raw: RawQuery): BrowseQuery {
  const query: BrowseQuery = { ...DEFAULT_BROWSE_QUERY };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'category') query.category = oneOf(key, value, CONTENT_CATEGORIES);
    else if (key === 'difficulty') query.difficulty = oneOf(key, value, DIFFICULTIES);
    else if (key === 'type') query.type = oneOf(key, value, CONTENT_TYPES);
    else if (key === 'search') query.search = searchWord(key, value).trim();
    else if (key === 'pagination[page]') query.page = wholeNumber(key, value, 1, MAX_BROWSE_PAGE);
    else if (key === 'pagination[pageSize]') query.pageSize = wholeNumber(key, value, 1, MAX_BROWSE_PAGE_SIZE);
    else throw refuse(key, `Unknown query parameter '${shown(key)}'`);
  }
  if (!query.search) delete query.search;
  return query;
}
