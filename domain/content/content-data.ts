import { isMediaKey, isMp4Key, mediaExtensionOf } from '../media/media-key';
import type { FieldProblem, FieldProblems } from '../shared/field-problem';
import type { ContentType } from './content-taxonomy';
import { PREVIEW_SECONDS } from './preview';

/**
 * What a learner is shown of a content's contentData. Answers (a quiz question's answerIndex and
 * explanation, an interactive task's answerIndex, answer and tolerance) never leave in a content
 * read; a quiz's come back only in the result of an attempt. Each part is copied field by field from
 * the documented formats, so nothing stored beside them can leak.
 */
export type ContentData = Record<string, unknown>;

const isRecord = (value: unknown): value is ContentData => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function pick(value: unknown, keys: readonly string[]): ContentData {
  if (!isRecord(value)) return {};
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
}

const question = (value: unknown) => pick(value, ['id', 'prompt', 'choices']);

/** A number task shows its prompt and unit; a choice task (the default) its prompt and choices. */
function shownTask(value: ContentData): ContentData {
  if (value.kind === 'number') return { kind: 'number', ...pick(value, ['prompt', 'unit']) };
  return { kind: 'choice', ...pick(value, ['prompt', 'choices']) };
}

function step(value: unknown): ContentData {
  const shown = pick(value, ['title', 'instruction']);
  return isRecord(value) && isRecord(value.task) ? { ...shown, task: shownTask(value.task) } : shown;
}

const section = (value: unknown) => pick(value, ['heading', 'body']);
const chapter = (value: unknown) => pick(value, ['title', 'startSeconds']);
const startsInPreview = (value: unknown) => isRecord(value) && typeof value.startSeconds === 'number' && value.startSeconds < PREVIEW_SECONDS;

/**
 * Everything but the answers: for the content's teacher and its enrolled students. A stored video's
 * `mediaKey` never leaves: the reader gets a signed address of the file instead (see
 * `storedVideoKey`).
 */
export function learnerContentData(type: ContentType, data: unknown): ContentData {
  const source = isRecord(data) ? data : {};
  switch (type) {
    case 'video':
      return { ...pick(source, ['videoUrl', 'durationSeconds', 'transcript']), chapters: listOf(source.chapters).map(chapter) };
    case 'quiz':
      return { ...pick(source, ['passPercent']), questions: listOf(source.questions).map(question) };
    case 'document':
      return { sections: listOf(source.sections).map(section) };
    case 'interactive':
      return { steps: listOf(source.steps).map(step) };
  }
}

/**
 * The preview for everyone else: a video's length and the chapters of its first 120 seconds (the
 * transcript stays back), a quiz's first question, a document's first section, an interactive
 * content's first step. A free video keeps its address, the player stopping at 120 seconds; a paid
 * video's address never leaves in a preview, since whoever holds it could watch the whole film. (A
 * stored video's preview gets an address of its first 120 seconds only, which the server cuts.)
 */
export function previewContentData(type: ContentType, data: unknown, item: { paid: boolean }): ContentData {
  const full = learnerContentData(type, data);
  switch (type) {
    case 'video': {
      const shown = { ...pick(full, ['durationSeconds']), chapters: listOf(full.chapters).filter(startsInPreview) };
      return item.paid ? shown : { ...pick(full, ['videoUrl']), ...shown };
    }
    case 'quiz':
      return { ...full, questions: listOf(full.questions).slice(0, 1) };
    case 'document':
      return { sections: listOf(full.sections).slice(0, 1) };
    case 'interactive':
      return { steps: listOf(full.steps).slice(0, 1) };
  }
}

/** The stored file a video plays, when it names one instead of an outside address. */
export function storedVideoKey(type: ContentType, data: unknown): string | null {
  return type === 'video' && isRecord(data) && isMp4Key(data.mediaKey) ? data.mediaKey : null;
}

/** A stored PDF, the only kind of file a handout is. */
const isPdfKey = (value: unknown): value is string => isMediaKey(value) && mediaExtensionOf(value) === 'pdf';

/**
 * The stored PDF a document hands out to its readers, with its title. Its `mediaKey` never leaves
 * either: readers get a signed address of the file. A preview of paid content never carries it;
 * a free content's preview may.
 */
export function storedHandout(type: ContentType, data: unknown): { mediaKey: string; title: string } | null {
  if (type !== 'document' || !isRecord(data) || !isRecord(data.handout)) return null;
  const { mediaKey, title } = data.handout;
  return isPdfKey(mediaKey) && typeof title === 'string' ? { mediaKey, title } : null;
}

/**
 * The documented formats a teacher writes contentData in (answers included), with their bounds:
 * - video: `{ videoUrl | mediaKey, durationSeconds?, chapters?: [{ title, startSeconds }], transcript? }`,
 *   exactly one of an outside address (`videoUrl`) or the name of an MP4 the product stores (`mediaKey`)
 * - quiz: `{ passPercent?, questions: [{ id?, prompt, choices, answerIndex, explanation? }] }`
 * - document: `{ sections: [{ heading, body }], handout?: { mediaKey, title } }`, the handout a PDF the
 *   product stores (its readers get a signed address of it, see `storedHandout`)
 * - interactive: `{ steps: [{ title, instruction, task? }] }`, a task either a choice
 *   `{ kind?: 'choice', prompt, choices, answerIndex }` or a number
 *   `{ kind: 'number', prompt, answer, tolerance?, unit? }` (tolerance 0 when not given)
 */
export const CONTENT_DATA_LIMITS = {
  listMax: 200,
  choicesMin: 2,
  choicesMax: 10,
  idMax: 50,
  shortTextMax: 500,
  longTextMax: 20_000,
  urlMax: 500,
  maxStartSeconds: 86_400,
  maxDurationSeconds: 86_400,
  numberMax: 1_000_000_000,
  unitMax: 20,
} as const;

const L = CONTENT_DATA_LIMITS;
const HTTP_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

type Problems = FieldProblems;
type Rule = (value: unknown, at: string, problems: Problems) => void;

const add = (problems: Problems, at: string, problem: FieldProblem) => {
  problems[at] ??= problem;
};

function text(max: number, options: { required: boolean } = { required: true }): Rule {
  return (value, at, problems) => {
    if (value === undefined) {
      if (options.required) add(problems, at, { code: 'required' });
      return;
    }
    if (typeof value !== 'string') return add(problems, at, { code: 'wrongType', expected: 'text' });
    // Blank: not one character written.
    if (options.required && value.trim() === '') return add(problems, at, { code: 'tooShort', min: 1 });
    if (value.length > max) add(problems, at, { code: 'tooLong', max });
  };
}

/** An http(s) address of at most 500 characters. */
const address: Rule = (value, at, problems) => {
  if (value === undefined) return;
  if (typeof value !== 'string' || value.length > L.urlMax || !HTTP_ADDRESS.test(value)) add(problems, at, { code: 'badFormat' });
};

/** The name of a stored PDF, required. */
const storedPdf: Rule = (value, at, problems) => {
  if (value === undefined) return add(problems, at, { code: 'required' });
  if (!isPdfKey(value)) add(problems, at, { code: 'badFormat' });
};

/** The name of a stored MP4 (see `isMp4Key`). */
const storedVideo: Rule = (value, at, problems) => {
  if (value !== undefined && !isMp4Key(value)) add(problems, at, { code: 'badFormat' });
};

function numberIn(expected: 'integer' | 'number', min: number, max: number, options: { required: boolean } = { required: true }): Rule {
  const fits = (value: unknown): boolean =>
    (expected === 'integer' ? Number.isInteger(value) : typeof value === 'number' && Number.isFinite(value)) && (value as number) >= min && (value as number) <= max;
  return (value, at, problems) => {
    if (value === undefined) {
      if (options.required) add(problems, at, { code: 'required' });
      return;
    }
    if (!fits(value)) add(problems, at, { code: 'outOfRange', expected, min, max });
  };
}

const wholeNumber = (min: number, max: number, options?: { required: boolean }) => numberIn('integer', min, max, options);
const decimal = (min: number, max: number, options?: { required: boolean }) => numberIn('number', min, max, options);
const percent = decimal(0, 100, { required: false });

function record(fields: Record<string, Rule>): Rule {
  return (value, at, problems) => {
    if (!isRecord(value)) return add(problems, at, { code: 'wrongType', expected: 'object' });
    for (const key of Object.keys(value)) if (!(key in fields)) add(problems, `${at}.${key}`, { code: 'notAllowed' });
    for (const [key, rule] of Object.entries(fields)) rule(value[key], `${at}.${key}`, problems);
  };
}

/** A rule for a field that may be left out. */
const optional =
  (rule: Rule): Rule =>
  (value, at, problems) => {
    if (value !== undefined) rule(value, at, problems);
  };

function list(item: Rule, options: { min: number; max: number; required?: boolean }): Rule {
  const { min, max } = options;
  return (value, at, problems) => {
    if (value === undefined) {
      if (options.required !== false) add(problems, at, { code: 'required' });
      return;
    }
    if (!Array.isArray(value)) return add(problems, at, { code: 'wrongType', expected: 'list' });
    if (value.length < min) return add(problems, at, { code: 'tooFew', min, max });
    if (value.length > max) return add(problems, at, { code: 'tooMany', min, max });
    value.forEach((entry, index) => item(entry, `${at}[${index}]`, problems));
  };
}

/** An answer index must name one of the choices. */
function answerWithinChoices(choices: unknown, answerIndex: unknown, at: string, problems: Problems): void {
  if (Array.isArray(choices) && Number.isInteger(answerIndex) && ((answerIndex as number) < 0 || (answerIndex as number) >= choices.length)) {
    add(problems, `${at}.answerIndex`, { code: 'answerNotAChoice', choices: choices.length });
  }
}

const choices = list(text(L.shortTextMax), { min: L.choicesMin, max: L.choicesMax });
const answerIndex = wholeNumber(0, L.choicesMax - 1);

const chapterRule = record({ title: text(L.shortTextMax), startSeconds: wholeNumber(0, L.maxStartSeconds) });

/** A video plays from exactly one place: an outside address or a stored file. */
function oneVideoSource(data: ContentData, problems: Problems): void {
  if (data.videoUrl === undefined && data.mediaKey === undefined) add(problems, 'contentData.videoUrl', { code: 'required' });
  if (data.videoUrl !== undefined && data.mediaKey !== undefined) add(problems, 'contentData.mediaKey', { code: 'oneVideoSource' });
}

/** Where a video's length is given, every chapter starts before the end. */
function chaptersWithinVideo(data: ContentData, problems: Problems): void {
  if (!Number.isInteger(data.durationSeconds)) return;
  const duration = data.durationSeconds as number;
  listOf(data.chapters).forEach((entry, index) => {
    if (isRecord(entry) && Number.isInteger(entry.startSeconds) && (entry.startSeconds as number) >= duration) {
      add(problems, `contentData.chapters[${index}].startSeconds`, { code: 'afterVideoEnd', seconds: duration });
    }
  });
}

const questionFields = record({
  id: text(L.idMax, { required: false }),
  prompt: text(L.longTextMax),
  choices,
  answerIndex,
  explanation: text(L.longTextMax, { required: false }),
});
const questionRule: Rule = (value, at, problems) => {
  questionFields(value, at, problems);
  if (isRecord(value)) answerWithinChoices(value.choices, value.answerIndex, at, problems);
};

const TASK_KINDS: readonly string[] = ['choice', 'number'];
/** A task's kind is checked first, since it says which fields the task has. */
const checkedFirst: Rule = () => undefined;

const choiceTaskFields = record({ kind: checkedFirst, prompt: text(L.longTextMax), choices, answerIndex });
const numberTaskFields = record({
  kind: checkedFirst,
  prompt: text(L.longTextMax),
  answer: decimal(-L.numberMax, L.numberMax),
  tolerance: decimal(0, L.numberMax, { required: false }),
  unit: text(L.unitMax, { required: false }),
});

const task: Rule = (value, at, problems) => {
  if (value === undefined) return;
  const kind: unknown = isRecord(value) ? (value.kind ?? 'choice') : 'choice';
  if (!TASK_KINDS.includes(kind as string)) return add(problems, `${at}.kind`, { code: 'notOneOf', allowed: TASK_KINDS });
  if (kind === 'number') return numberTaskFields(value, at, problems);
  choiceTaskFields(value, at, problems);
  if (isRecord(value)) answerWithinChoices(value.choices, value.answerIndex, at, problems);
};

const FORMATS: Record<ContentType, Record<string, Rule>> = {
  video: {
    videoUrl: address,
    mediaKey: storedVideo,
    durationSeconds: wholeNumber(1, L.maxDurationSeconds, { required: false }),
    chapters: list(chapterRule, { min: 0, max: L.listMax, required: false }),
    transcript: text(L.longTextMax, { required: false }),
  },
  quiz: {
    passPercent: percent,
    questions: list(questionRule, { min: 1, max: L.listMax }),
  },
  document: {
    sections: list(record({ heading: text(L.shortTextMax), body: text(L.longTextMax) }), { min: 1, max: L.listMax }),
    handout: optional(record({ mediaKey: storedPdf, title: text(L.shortTextMax) })),
  },
  interactive: {
    steps: list(record({ title: text(L.shortTextMax), instruction: text(L.longTextMax), task }), { min: 1, max: L.listMax }),
  },
};

/** Question ids, where given, tell the questions apart. */
function uniqueQuestionIds(data: ContentData, problems: Problems): void {
  const seen = new Set<string>();
  listOf(data.questions).forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.id !== 'string') return;
    if (seen.has(entry.id)) add(problems, `contentData.questions[${index}].id`, { code: 'duplicateId', id: entry.id });
    seen.add(entry.id);
  });
}

/** contentData that is not an object at all (a list, text, a number). */
export const CONTENT_DATA_NOT_AN_OBJECT: FieldProblem = { code: 'wrongType', expected: 'object' };

/**
 * Why a teacher's contentData cannot be kept for a content of this type, keyed by the field's path
 * (`contentData.questions[0].choices`), the first problem per field as a code with its parameters
 * (the API and the web word it); an empty object when it can.
 * An empty object is a draft without material yet and fits every type; anything else must follow the
 * type's format, and a field the format does not name is refused (it would never be shown).
 */
export function contentDataProblems(type: ContentType, data: unknown): FieldProblems {
  const problems: Problems = {};
  if (!isRecord(data)) return { contentData: CONTENT_DATA_NOT_AN_OBJECT };
  if (Object.keys(data).length === 0) return problems;
  const fields = FORMATS[type];
  for (const key of Object.keys(data)) {
    if (!(key in fields)) add(problems, `contentData.${key}`, { code: 'notAllowed', format: type, allowed: Object.keys(fields) });
  }
  for (const [key, rule] of Object.entries(fields)) rule(data[key], `contentData.${key}`, problems);
  if (type === 'quiz') uniqueQuestionIds(data, problems);
  if (type === 'video') {
    oneVideoSource(data, problems);
    chaptersWithinVideo(data, problems);
  }
  return problems;
}
