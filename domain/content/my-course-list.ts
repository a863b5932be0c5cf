/**
 * My Courses (spec: "Active and Completed tabs, a category filter, a sort, and course cards"),
 * read a page at a time: which of the two lists, and in which order.
 */
export const MY_COURSE_LISTS = ['active', 'completed'] as const;
export type MyCourseList = (typeof MY_COURSE_LISTS)[number];

/** recent: last opened (else enrolled) first; progress: furthest first; title: A to Z. */
export const MY_COURSE_SORTS = ['recent', 'progress', 'title'] as const;
export type MyCourseSort = (typeof MY_COURSE_SORTS)[number];

/** The courses a page holds unless asked for fewer, and at most. */
export const MY_COURSE_PAGE_SIZE = 24;
export const MY_COURSE_PAGE_MAX = 60;

export const isMyCourseList = (value: unknown): value is MyCourseList => (MY_COURSE_LISTS as readonly unknown[]).includes(value);
