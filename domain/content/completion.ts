import { XP_SOURCES } from '../game/progression/xp-award';
import type { ContentType } from './content-taxonomy';

/** Ledger source of the one XP award paid when a student first completes a content item. */
export const COMPLETION_XP_SOURCE = 'course_completed';

const TYPE_BONUS: Readonly<Record<ContentType, number>> = {
  video: XP_SOURCES.video_completed,
  quiz: XP_SOURCES.quiz_completed,
  document: 0,
  interactive: 0,
};

/** Base XP for completing a content item: a course's 100, plus 20 for a video or 30 for a quiz. */
export function completionXpBase(type: ContentType): number {
  return XP_SOURCES.course_completed + TYPE_BONUS[type];
}

export interface CompletionCounters {
  coursesCompleted: number;
  videosWatched: number;
  quizzesCompleted: number;
}

/** What a completion adds to the day's and the lifetime counters: always a course, and a video or quiz by type. */
export function completionCounters(type: ContentType): CompletionCounters {
  return { coursesCompleted: 1, videosWatched: type === 'video' ? 1 : 0, quizzesCompleted: type === 'quiz' ? 1 : 0 };
}
