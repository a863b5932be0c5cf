import { ratePercent } from '../content/rating';

/** Views, enrollments and completions added up, and the rates the Analytics tab's bars show. */
export interface ContentStats {
  totalViews: number;
  totalEnrollments: number;
  totalCompletions: number;
  /** Enrollments per view, whole percent, capped at 100. */
  enrollmentRate: number;
  /** Completions per enrollment, whole percent, capped at 100. */
  completionRate: number;
}

export function contentStats(counters: { views: number; enrollments: number; completions: number }): ContentStats {
  return {
    totalViews: counters.views,
    totalEnrollments: counters.enrollments,
    totalCompletions: counters.completions,
    enrollmentRate: ratePercent(counters.enrollments, counters.views),
    completionRate: ratePercent(counters.completions, counters.enrollments),
  };
}

/** Whole minutes, to the nearest, of a number of seconds. */
export function wholeMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** Whole minutes per item, to the nearest; 0 of no items. */
export function minutesPer(seconds: number, count: number): number {
  return count > 0 ? Math.round(seconds / count / 60) : 0;
}
