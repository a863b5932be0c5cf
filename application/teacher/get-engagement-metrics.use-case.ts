import { ratePercent } from '../../domain/content/rating';
import { contentStats, minutesPer, wholeMinutes } from '../../domain/teacher/content-stats';
import { activeSince, averageProgress } from '../../domain/teacher/enrollment-filters';
import { ratingSummary } from '../../domain/teacher/rating-distribution';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';

/** GET /analytics/teacher/engagement-metrics. */
export interface EngagementMetrics {
  totalStudents: number;
  activeStudents: number;
  /** Active students per student, whole percent. */
  activeRate: number;
  views: number;
  enrollments: number;
  completions: number;
  enrollmentRate: number;
  completionRate: number;
  reviews: number;
  /** Ratings per enrollment, whole percent. */
  reviewRate: number;
  averageProgress: number;
  totalTimeSpentMinutes: number;
  averageTimeSpentMinutes: number;
  enrollmentsLast7Days: number;
  enrollmentsLast30Days: number;
}

const DAY_MS = 86_400_000;

export class GetEngagementMetricsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<EngagementMetrics> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const since = [new Date(now.getTime() - 7 * DAY_MS), new Date(now.getTime() - 30 * DAY_MS)];
      const [teacher, totals, [last7, last30]] = await Promise.all([
        findTeacher(tx, query.teacherId),
        tx.teacherFigures.totals(query.teacherId, activeSince(now)),
        tx.teacherFigures.enrollmentsSince(query.teacherId, since),
      ]);
      const stats = contentStats(totals);
      const reviews = ratingSummary(totals.starCounts).totalReviews;
      return {
        totalStudents: teacher.totalStudents,
        activeStudents: totals.activeStudents,
        activeRate: ratePercent(totals.activeStudents, teacher.totalStudents),
        views: totals.views,
        enrollments: totals.enrollments,
        completions: totals.completions,
        enrollmentRate: stats.enrollmentRate,
        completionRate: stats.completionRate,
        reviews,
        reviewRate: ratePercent(reviews, totals.enrollments),
        averageProgress: averageProgress(totals.progressSum, totals.enrollments),
        totalTimeSpentMinutes: wholeMinutes(totals.timeSpentSeconds),
        averageTimeSpentMinutes: minutesPer(totals.timeSpentSeconds, totals.enrollments),
        enrollmentsLast7Days: last7,
        enrollmentsLast30Days: last30,
      };
    });
  }
}
