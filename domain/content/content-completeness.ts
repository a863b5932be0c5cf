import { DomainError } from '../shared/domain-error';
import type { FieldProblems } from '../shared/field-problem';
import type { ContentType } from './content-taxonomy';

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isWritten = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** A question whose answerIndex names one of its choices. */
function isAnswered(question: unknown): boolean {
  if (!isRecord(question) || !Array.isArray(question.choices)) return false;
  const answer = question.answerIndex;
  return Number.isInteger(answer) && (answer as number) >= 0 && (answer as number) < question.choices.length;
}

const hasText = (section: unknown): boolean => isRecord(section) && isWritten(section.body);
const hasCheck = (step: unknown): boolean => isRecord(step) && isRecord(step.task);

/**
 * What a content still lacks before students may have it, keyed by the field's path
 * (`contentData.questions`); an empty object when it may be published. The material's format is
 * checked apart (content-data.ts); this asks only whether there is something to learn from:
 * - a quiz: a question with a correct answer (an answerIndex naming one of its choices);
 * - a video: something to play (an outside address or a stored file) and its length;
 * - a document: a section with text;
 * - an interactive content: a step with a check (a task).
 * `fieldPrefix` names where the material sits in the request (`data` makes `data.contentData.…`).
 */
export function missingForPublishing(type: ContentType, contentData: unknown, fieldPrefix = ''): FieldProblems {
  const data = isRecord(contentData) ? contentData : {};
  const problems: FieldProblems = {};
  const at = (path: string) => (fieldPrefix === '' ? path : `${fieldPrefix}.${path}`);
  switch (type) {
    case 'quiz':
      if (!listOf(data.questions).some(isAnswered)) problems[at('contentData.questions')] = { code: 'noAnsweredQuestion' };
      break;
    case 'video':
      if (!isWritten(data.videoUrl) && !isWritten(data.mediaKey)) problems[at('contentData.videoUrl')] = { code: 'noVideoMedia' };
      if (!(typeof data.durationSeconds === 'number' && data.durationSeconds > 0)) problems[at('contentData.durationSeconds')] = { code: 'noVideoDuration' };
      break;
    case 'document':
      if (!listOf(data.sections).some(hasText)) problems[at('contentData.sections')] = { code: 'noSectionText' };
      break;
    case 'interactive':
      if (!listOf(data.steps).some(hasCheck)) problems[at('contentData.steps')] = { code: 'noCheckedStep' };
      break;
  }
  return problems;
}

/** Content that cannot be published (or stay published) yet: `problems` names what is missing. */
export class ContentIncompleteError extends DomainError {
  readonly code = 'CONTENT_INCOMPLETE';
  constructor(problems: FieldProblems) {
    super('The content is not complete enough to publish', undefined, problems);
  }
}

/** Refuses content that lacks something to learn from, with ContentIncompleteError naming what. */
export function assertPublishable(type: ContentType, contentData: unknown, fieldPrefix = ''): void {
  const problems = missingForPublishing(type, contentData, fieldPrefix);
  if (Object.keys(problems).length > 0) throw new ContentIncompleteError(problems);
}
