import type { AccessType } from '../content/access-type';
import type { ContentCategory, ContentType } from '../content/content-taxonomy';

/** One enrollment of a child, as the parent's analysis reads it. */
export interface ChildEnrollment {
  enrollmentId: number;
  content: { id: number; title: string; type: ContentType; category: ContentCategory };
  teacherId: number;
  teacherName: string;
  teacherUsername: string;
  /** Percent, 0..100. */
  progress: number;
  timeSpentSeconds: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  tokensSpent: number;
  accessType: AccessType;
}

export interface QuizScore {
  score: number;
  maxScore: number;
}

export interface TeacherSummary {
  teacherId: number;
  teacherName: string;
  /** Completed enrollments over enrollments, percent, whole. */
  completionRate: number;
  enrollments: number;
}

export interface RecentActivity {
  enrollmentId: number;
  title: string;
  teacherUsername: string;
  /** First and last name, else the username. */
  teacherName: string;
  lastAccessed: Date;
  progress: number;
}

export interface ChallengeTotals {
  not_started: number;
  in_progress: number;
  completed: number;
}

/** Spec §9: the parent's analysis shows the top 5 teachers. */
export const TOP_TEACHERS = 5;
export const RECENT_ACTIVITY_LIMIT = 10;

const isCompleted = (enrollment: ChildEnrollment) => enrollment.completedAt !== null;

/** How many enrollments fall in each value of `key` (only values that occur). */
export function breakdownBy(enrollments: readonly ChildEnrollment[], key: 'category' | 'type'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const enrollment of enrollments) counts[enrollment.content[key]] = (counts[enrollment.content[key]] ?? 0) + 1;
  return counts;
}

/** The teachers the child learns from most: most enrollments first, then the higher completion rate, then the older teacher id. */
export function teacherSummary(enrollments: readonly ChildEnrollment[], limit = TOP_TEACHERS): TeacherSummary[] {
  const byTeacher = new Map<number, { name: string; total: number; completed: number }>();
  for (const enrollment of enrollments) {
    const entry = byTeacher.get(enrollment.teacherId) ?? { name: enrollment.teacherName, total: 0, completed: 0 };
    entry.total += 1;
    if (isCompleted(enrollment)) entry.completed += 1;
    byTeacher.set(enrollment.teacherId, entry);
  }
  return [...byTeacher.entries()]
    .map(([teacherId, entry]) => ({
      teacherId,
      teacherName: entry.name,
      completionRate: Math.round((entry.completed / entry.total) * 100),
      enrollments: entry.total,
    }))
    .sort((a, b) => b.enrollments - a.enrollments || b.completionRate - a.completionRate || a.teacherId - b.teacherId)
    .slice(0, limit);
}

/** The enrollments the child opened last, newest first; never-opened ones are not activity. */
export function recentActivity(enrollments: readonly ChildEnrollment[], limit = RECENT_ACTIVITY_LIMIT): RecentActivity[] {
  return enrollments
    .filter((enrollment): enrollment is ChildEnrollment & { lastAccessed: Date } => enrollment.lastAccessed !== null)
    .sort((a, b) => b.lastAccessed.getTime() - a.lastAccessed.getTime() || b.enrollmentId - a.enrollmentId)
    .slice(0, limit)
    .map((enrollment) => ({
      enrollmentId: enrollment.enrollmentId,
      title: enrollment.content.title,
      teacherUsername: enrollment.teacherUsername,
      teacherName: enrollment.teacherName,
      lastAccessed: enrollment.lastAccessed,
      progress: enrollment.progress,
    }));
}

/** Completed, started (some progress) and not started enrollments. */
export function challengeTotals(enrollments: readonly ChildEnrollment[]): ChallengeTotals {
  const totals: ChallengeTotals = { not_started: 0, in_progress: 0, completed: 0 };
  for (const enrollment of enrollments) {
    if (isCompleted(enrollment)) totals.completed += 1;
    else if (enrollment.progress > 0) totals.in_progress += 1;
    else totals.not_started += 1;
  }
  return totals;
}

/** The mean percent score of the quiz attempts, whole; 0 without attempts. */
export function averageQuizScore(attempts: readonly QuizScore[]): number {
  const scored = attempts.filter((attempt) => attempt.maxScore > 0);
  if (scored.length === 0) return 0;
  return Math.round(scored.reduce((sum, attempt) => sum + (attempt.score / attempt.maxScore) * 100, 0) / scored.length);
}

/** The time spent over all enrollments, in whole minutes (rounded). */
export function totalMinutesSpent(enrollments: readonly ChildEnrollment[]): number {
  return Math.round(enrollments.reduce((sum, enrollment) => sum + enrollment.timeSpentSeconds, 0) / 60);
}

const time = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;

/** The unfinished enrollments, last opened first (never opened last, newest enrollment first among equals). */
export function currentContent(enrollments: readonly ChildEnrollment[]): ChildEnrollment[] {
  return enrollments
    .filter((enrollment) => !isCompleted(enrollment))
    .sort((a, b) => time(b.lastAccessed) - time(a.lastAccessed) || b.createdAt.getTime() - a.createdAt.getTime() || b.enrollmentId - a.enrollmentId);
}

/** The completed enrollments, last completed first. */
export function completedContent(enrollments: readonly ChildEnrollment[]): ChildEnrollment[] {
  return enrollments.filter(isCompleted).sort((a, b) => time(b.completedAt) - time(a.completedAt) || b.enrollmentId - a.enrollmentId);
}
