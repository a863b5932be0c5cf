/** A fast reader's pace: a part counts as read only after the time such a reader needs for it. */
export const FAST_READING_WORDS_PER_MINUTE = 400;
/** No part, however short, counts as read in less time than this. */
export const MIN_READING_SECONDS = 3;

const countWords = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** The seconds a part must stay open to count as read: its words at a fast reading pace, at least 3. */
export function readingSeconds(...texts: ReadonlyArray<string | null | undefined>): number {
  const words = texts.reduce((sum, text) => sum + countWords(text ?? ''), 0);
  return Math.max(MIN_READING_SECONDS, Math.ceil((words * 60) / FAST_READING_WORDS_PER_MINUTE));
}
