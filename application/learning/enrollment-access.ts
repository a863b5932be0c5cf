import { canOpenContent } from '../../domain/content/content-access';
import { ContentNotFoundError } from '../content/content.errors';
import type { Transaction } from '../ports/unit-of-work.port';
import type { EnrollmentProgress } from './learning.repositories.port';
import { NotEnrolledError } from './learning.errors';

/**
 * Locks the student's enrollment in the content (after the student's own lock). Without one the
 * student is told to enroll first, unless the content is unknown or hidden from them (404).
 */
export async function lockEnrollment(tx: Transaction, studentId: number, contentId: number): Promise<EnrollmentProgress> {
  const enrollment = await tx.courseProgress.enrollmentForUpdate(studentId, contentId);
  if (enrollment) return enrollment;
  const standing = await tx.courseProgress.standing(contentId);
  if (standing && canOpenContent(standing, { isOwner: false, enrolled: false })) throw new NotEnrolledError();
  throw new ContentNotFoundError();
}

/** The progress block of spec §3's my-courses entry. */
export function progressView(enrollment: EnrollmentProgress) {
  return {
    percentage: enrollment.percentage,
    lastAccessed: enrollment.lastAccessed,
    timeSpent: enrollment.timeSpentSeconds,
    currentPosition: enrollment.currentPosition,
    completedAt: enrollment.completedAt,
  };
}

/**
 * Moves the teacher's counters by what a progress report changed, in its transaction: the content's
 * started count, progress and time sums, and when the student last worked on the teacher's content.
 */
export function countProgress(tx: Transaction, studentId: number, enrollment: EnrollmentProgress, previousPercent: number, secondsSpent: number, now: Date): Promise<void> {
  return tx.teacherCounters.countProgress({
    studentId,
    contentId: enrollment.contentId,
    startedNow: previousPercent <= 0 && enrollment.percentage > 0,
    progressGained: Math.max(0, enrollment.percentage - previousPercent),
    secondsSpent,
    at: now,
  });
}
