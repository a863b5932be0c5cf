import { ACTIVE_WINDOW_DAYS } from '../classes/student-activity';
import type { SortDirection } from '../content/browse-query';

/** The Students tab's filters (spec §2): Complete / In Progress / Not Started, and Active / Inactive. */
export const ENROLLMENT_STATUS_FILTERS = ['complete', 'in-progress', 'not-started'] as const;
export type EnrollmentStatusFilter = (typeof ENROLLMENT_STATUS_FILTERS)[number];
export const STUDENT_ACTIVITY_FILTERS = ['active', 'inactive'] as const;
export type StudentActivityFilter = (typeof STUDENT_ACTIVITY_FILTERS)[number];

/**
 * The Students tab's orders, one per sortable column: the student (last name, first name, username),
 * the content's title, progress, time spent, last accessed and when the student enrolled. Every order
 * ends with the enrollment's id (in the same direction), so no two rows tie and pages never overlap.
 */
export const ENROLLMENT_SORTS = ['student', 'content', 'progress', 'timeSpent', 'lastAccessed', 'enrolledAt'] as const;
export type EnrollmentSort = (typeof ENROLLMENT_SORTS)[number];
/** The list's order when none is asked for: newest enrollment first. */
export const DEFAULT_ENROLLMENT_SORT: { sort: EnrollmentSort; order: SortDirection } = { sort: 'enrolledAt', order: 'desc' };

/** The order asked for: newest first when no column is named, a named column ascending unless told otherwise. */
export function enrollmentSortOf(sort: EnrollmentSort | null | undefined, order: SortDirection | null | undefined): { sort: EnrollmentSort; order: SortDirection } {
  if (!sort) return { sort: DEFAULT_ENROLLMENT_SORT.sort, order: order ?? DEFAULT_ENROLLMENT_SORT.order };
  return { sort, order: order ?? 'asc' };
}

/** Whether an order follows what a progress report changes (progress, time spent, last accessed) rather than the enrollment, its student or its content. */
export function sortFollowsProgress(sort: EnrollmentSort): boolean {
  return sort === 'progress' || sort === 'timeSpent' || sort === 'lastAccessed';
}

export const DEFAULT_ENROLLMENT_PAGE_SIZE = 20;
export const MAX_ENROLLMENT_PAGE_SIZE = 100;
export const MAX_ENROLLMENT_PAGE = 100_000;
export const MAX_ENROLLMENT_SEARCH_LENGTH = 100;

export interface TeacherEnrollmentQuery {
  page: number;
  pageSize: number;
  /** Part of a student's username, first or last name, or of the content's title; case does not matter. */
  search: string | null;
  contentId: number | null;
  status: EnrollmentStatusFilter | null;
  activity: StudentActivityFilter | null;
  sort: EnrollmentSort;
  order: SortDirection;
}

/** A search as it is matched: trimmed, inner runs of spaces made one; null when nothing is left. */
export function normalizedSearch(search: string | null | undefined): string | null {
  const text = (search ?? '').trim().replace(/\s+/g, ' ');
  return text === '' ? null : text;
}

/** The earliest last activity that still makes a student Active at `now` (7 × 24 hours before, included). */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** The last instant at which a student last active at `lastActive` is still Active (7 × 24 hours later, included). */
export function activeThrough(lastActive: Date): Date {
  return new Date(lastActive.getTime() + ACTIVE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** How a teacher's enrollments split by status, from the counters kept on content (no enrollment is read). */
export interface StatusCounts {
  complete: number;
  inProgress: number;
  notStarted: number;
}

/**
 * Complete counts the completions; In Progress the started ones (progress above 0) not yet complete;
 * Not Started the rest. Counters that disagree never give a negative share.
 */
export function statusCounts(counters: { enrollments: number; started: number; completions: number }): StatusCounts {
  const complete = Math.max(0, Math.min(counters.completions, counters.enrollments));
  const started = Math.max(complete, Math.min(counters.started, counters.enrollments));
  return { complete, inProgress: started - complete, notStarted: counters.enrollments - started };
}

/** The whole-number average progress in percent of `count` enrollments whose percents add up to `sum`; 0 of none. */
export function averageProgress(sum: number, count: number): number {
  return count > 0 ? Math.min(100, Math.round(sum / count)) : 0;
}
