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
  return attentionReasons(student, now).length > 0;
}

/** A student's average progress over their enrollments, a whole percent (0 without enrollments). */
export function averageProgress(progressSum: number, enrollmentCount: number): number {
  return enrollmentCount > 0 ? Math.round(progressSum / enrollmentCount) : 0;
}

/** Why a student needs attention: no activity for 7 days, average progress under 25 %, or both. */
export type AttentionReason = 'inactive' | 'low-progress';

export function attentionReasons(student: { lastActiveAt: Date | null; averageProgress: number }, now: Date): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (!isActiveStudent(student.lastActiveAt, now)) reasons.push('inactive');
  if (student.averageProgress < ATTENTION_PROGRESS_BELOW) reasons.push('low-progress');
  return reasons;
}

/**
 * Per subject, the average completion (progress percent, rounded to a whole percent) across the
 * class's enrollments in that subject, subjects in alphabetical order.
 */
export function subjectStatistics(enrollments: ReadonlyArray<{ subject: string; progressSum: number; count: number }>): Record<string, number> {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const { subject, progressSum, count } of enrollments) {
    const total = totals.get(subject) ?? { sum: 0, count: 0 };
    total.sum += progressSum;
    total.count += count;
    totals.set(subject, total);
  }
  return Object.fromEntries(
    [...totals.entries()]
      .filter(([, total]) => total.count > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([subject, total]) => [subject, Math.round(total.sum / total.count)]),
  );
}
