import type { ContentCategory, ContentType } from '../../../../domain/content/content-taxonomy';
import type { MyCourse, MyCourses } from '../../api/content-api';

export const MY_COURSE_SORTS = ['recent', 'progress', 'title'] as const;
export type MyCourseSort = (typeof MY_COURSE_SORTS)[number];

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(value) ? 0 : value;
};

/** When the student last opened the course, else when they enrolled. */
const lastTouched = (course: MyCourse) => time(course.progress.lastAccessed) || time(course.enrolledAt);

const COMPARATORS: Record<MyCourseSort, (a: MyCourse, b: MyCourse) => number> = {
  recent: (a, b) => lastTouched(b) - lastTouched(a),
  progress: (a, b) => b.progress.percentage - a.progress.percentage || lastTouched(b) - lastTouched(a),
  title: (a, b) => a.contentItem.title.localeCompare(b.contentItem.title, undefined, { sensitivity: 'base' }),
};

/** The courses of a category and a type (all with ''), in the chosen order. */
export function visibleCourses(courses: readonly MyCourse[], category: ContentCategory | '', sort: MyCourseSort, type: ContentType | '' = ''): MyCourse[] {
  return courses
    .filter((course) => (category === '' || course.contentItem.category === category) && (type === '' || course.contentItem.type === type))
    .sort(COMPARATORS[sort]);
}

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
