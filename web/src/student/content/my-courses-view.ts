import type { MyCourse, MyCourses } from '../../api/content-api';

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(value) ? 0 : value;
};

const isCompleted = (course: MyCourse) => course.progress.completedAt !== null || course.progress.percentage >= 100;

/** Active and completed courses; a course completed since the list was made moves to the completed ones. */
export function splitCourses(courses: MyCourses): { active: MyCourse[]; completed: MyCourse[] } {
  const finished = courses.activeCourses.filter(isCompleted);
  return {
    active: courses.activeCourses.filter((course) => !isCompleted(course)),
    completed: [...courses.completedCourses, ...finished],
  };
}

/**
 * The course Continue Learning opens: of the unfinished ones, the one opened last, else the one
 * enrolled in last; null without any.
 */
export function courseToContinue(courses: MyCourses): MyCourse | null {
  const { active } = splitCourses(courses);
  const opened = active.filter((course) => time(course.progress.lastAccessed) > 0);
  const [first] =
    opened.length > 0 ? opened.sort((a, b) => time(b.progress.lastAccessed) - time(a.progress.lastAccessed)) : active.sort((a, b) => time(b.enrolledAt) - time(a.enrolledAt));
  return first ?? null;
}

/** The address of a course's page: where its card's Continue button goes. */
export const coursePath = (course: MyCourse) => `/student/content/${course.contentItem.id}`;
