import { isActiveStudent } from './student-activity';

export const TOP_PERFORMERS_SHOWN = 5;
/** Students under this average progress need attention. */
export const ATTENTION_PROGRESS_BELOW = 25;

/** The top five students by XP (ties keep the given order). */
export function topPerformers<T extends { xp: number }>(students: readonly T[], count = TOP_PERFORMERS_SHOWN): T[] {
  return [...students].sort((a, b) => b.xp - a.xp).slice(0, count);
}

/** A student needs attention after 7 days without activity, or with average progress under 25 %. */
export function needsAttention(student: { lastActiveAt: Date | null; averageProgress: number }, now: Date): boolean {
  return !isActiveStudent(student.lastActiveAt, now) || student.averageProgress < ATTENTION_PROGRESS_BELOW;
}
