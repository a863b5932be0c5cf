/** Learning velocity looks back over this many days. */
export const VELOCITY_WINDOW_DAYS = 28;
const WEEKS_IN_WINDOW = VELOCITY_WINDOW_DAYS / 7;
const MS_PER_DAY = 86_400_000;

export interface VelocityCourse {
  progressPercent: number;
  /** All study seconds counted on the enrollment. */
  timeSpentSeconds: number;
  /** The study seconds counted within the window. */
  secondsInWindow: number;
  lastAccessed: Date | null;
}

/** The first instant of the window that ends at `now`. */
export function velocityWindowStart(now: Date): Date {
  return new Date(now.getTime() - VELOCITY_WINDOW_DAYS * MS_PER_DAY);
}

/**
 * The progress a course gained within the window. Progress is only kept as it stands, so it is
 * spread over the study time that produced it: the window's share of the course's seconds. A course
 * with no counted time (a quiz answered at once) gained all its progress when it was last opened.
 */
export function progressGainedSince(course: VelocityCourse, windowStart: Date): number {
  const progress = Math.min(100, Math.max(0, course.progressPercent));
  if (course.timeSpentSeconds > 0) return progress * Math.min(1, Math.max(0, course.secondsInWindow) / course.timeSpentSeconds);
  return course.lastAccessed !== null && course.lastAccessed.getTime() >= windowStart.getTime() ? progress : 0;
}

/** Percent points of progress per week over the last 28 days, to one decimal. */
export function learningVelocity(courses: readonly VelocityCourse[], now: Date): number {
  const windowStart = velocityWindowStart(now);
  const gained = courses.reduce((total, course) => total + progressGainedSince(course, windowStart), 0);
  return Math.round((gained / WEEKS_IN_WINDOW) * 10) / 10;
}
