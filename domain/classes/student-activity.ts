/** A student is Active if last active within 7 days. */
export const ACTIVE_WINDOW_DAYS = 7;
const ACTIVE_WINDOW_MS = ACTIVE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export type ActivityWord = 'Active' | 'Inactive';
export type EnrollmentStatusWord = 'Complete' | 'In Progress' | 'Not Started';

/** True when the student was active at most 7 × 24 hours before `now`. Never active is inactive. */
export function isActiveStudent(lastActiveAt: Date | null, now: Date): boolean {
  return lastActiveAt !== null && now.getTime() - lastActiveAt.getTime() <= ACTIVE_WINDOW_MS;
}

/** 'Active' or 'Inactive' for the teacher's student list. */
export function studentActivityWord(lastActiveAt: Date | null, now: Date): ActivityWord {
  return isActiveStudent(lastActiveAt, now) ? 'Active' : 'Inactive';
}

/** Complete, In Progress (progress above 0) or Not Started. */
export function enrollmentStatusWord(enrollment: { completed: boolean; progress: number }): EnrollmentStatusWord {
  if (enrollment.completed || enrollment.progress >= 100) return 'Complete';
  return enrollment.progress > 0 ? 'In Progress' : 'Not Started';
}
