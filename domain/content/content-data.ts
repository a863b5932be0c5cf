import type { ContentType } from './content-taxonomy';

/**
 * What a learner is shown of a content's contentData. Answers (a quiz question's answerIndex and
 * explanation, an interactive task's answerIndex) never leave in a content read; they come back only
 * in the result of a quiz attempt. Each part is copied field by field from the documented formats,
 * so nothing stored beside them can leak.
 */
export type ContentData = Record<string, unknown>;

const isRecord = (value: unknown): value is ContentData => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function pick(value: unknown, keys: readonly string[]): ContentData {
  if (!isRecord(value)) return {};
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
}

const question = (value: unknown) => pick(value, ['id', 'prompt', 'choices']);

function step(value: unknown): ContentData {
  const shown = pick(value, ['title', 'instruction']);
  return isRecord(value) && isRecord(value.task) ? { ...shown, task: pick(value.task, ['prompt', 'choices']) } : shown;
}

const section = (value: unknown) => pick(value, ['heading', 'body']);
const chapter = (value: unknown) => pick(value, ['title', 'startSeconds']);

/** Everything but the answers: for the content's teacher and its enrolled students. */
export function learnerContentData(type: ContentType, data: unknown): ContentData {
  const source = isRecord(data) ? data : {};
  switch (type) {
    case 'video':
      return { ...pick(source, ['videoUrl', 'transcript']), chapters: listOf(source.chapters).map(chapter) };
    case 'quiz':
      return { ...pick(source, ['passPercent']), questions: listOf(source.questions).map(question) };
    case 'document':
      return { sections: listOf(source.sections).map(section) };
    case 'interactive':
      return { steps: listOf(source.steps).map(step) };
  }
}

/**
 * The preview for everyone else: a video's address and chapters (the player stops at 120 seconds,
 * the transcript stays back), a quiz's first question, a document's first section, an interactive
 * content's first step.
 */
export function previewContentData(type: ContentType, data: unknown): ContentData {
  const full = learnerContentData(type, data);
  switch (type) {
    case 'video':
      return { videoUrl: full.videoUrl, chapters: full.chapters };
    case 'quiz':
      return { ...full, questions: listOf(full.questions).slice(0, 1) };
    case 'document':
      return { sections: listOf(full.sections).slice(0, 1) };
    case 'interactive':
      return { steps: listOf(full.steps).slice(0, 1) };
  }
}
