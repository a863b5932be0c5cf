import type { ContentType } from './content-taxonomy';
import { readingSeconds } from './reading-time';
import { stepChecksOf } from './step-check';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parts a student works through: a document's sections, an interactive item's steps; none for videos and quizzes. */
function partsOf(type: ContentType, contentData: unknown): unknown[] {
  if (!isRecord(contentData)) return [];
  if (type === 'document') return listOf(contentData.sections);
  if (type === 'interactive') return listOf(contentData.steps);
  return [];
}

export function partCount(type: ContentType, contentData: unknown): number {
  return partsOf(type, contentData).length;
}

/**
 * Per part, the seconds it must stay open to count as read; null for a part that counts only
 * through its check (an interactive step with a task).
 */
export function partReadingSeconds(type: ContentType, contentData: unknown): Array<number | null> {
  const checks = type === 'interactive' ? stepChecksOf(contentData) : [];
  return partsOf(type, contentData).map((part, index) => {
    if (!isRecord(part)) return null;
    if (type === 'document') return readingSeconds(textOf(part.heading), textOf(part.body));
    return checks[index] ? null : readingSeconds(textOf(part.title), textOf(part.instruction));
  });
}

/** A video's length: the seconds its data gives, else the item's duration in minutes. */
export function videoDurationSeconds(contentData: unknown, durationMinutes: number): number {
  const given = isRecord(contentData) ? contentData.durationSeconds : undefined;
  if (typeof given === 'number' && Number.isInteger(given) && given > 0) return given;
  return Math.max(0, Math.round(durationMinutes * 60));
}
