import { averagePercent } from './journeys';

export const PEER_COMPARISON_LIMIT = 5;

export interface ClassProgressSums {
  progressSum: number;
  enrollmentCount: number;
}

/** A class's average progress over its members' enrollments, beside the student's own average. */
export function averagePerformance(classSums: ClassProgressSums, own: { sum: number; count: number }): { overall: number; mine: number } {
  return { overall: averagePercent(classSums.progressSum, classSums.enrollmentCount), mine: averagePercent(own.sum, own.count) };
}
