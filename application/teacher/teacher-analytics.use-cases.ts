import { resolveTimeZone } from '../../domain/shared/calendar';
import { ratePercent } from '../../domain/content/rating';
import { shownRatingAverage } from '../../domain/content/rating-change';
import { contentStats, minutesPer, wholeMinutes, type ContentStats } from '../../domain/teacher/content-stats';
import { monthWindow, recentMonths } from '../../domain/teacher/earnings-month';
import { activeSince, activeThrough, averageProgress, statusCounts, type StatusCounts } from '../../domain/teacher/enrollment-filters';
import { ratingSummary, type RatingSummary } from '../../domain/teacher/rating-distribution';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { ContentFigures, TeacherFiguresVersions } from './teacher.repositories.port';

/*
 * The teacher's analytics, every figure read from counters (content rows, the teacher's profile, the
 * teacher's students) and from indexed ranges (this month's sales on the ledger, recent enrollments):
 * a teacher with 100,000 enrollments is answered without counting them.
 */

/** GET /teacher/analytics (spec §3 'Teacher analytics'). */
export interface TeacherAnalytics {
  overview: { totalContent: number; totalStudents: number; activeStudents: number; totalEarnings: number };
  contentStats: ContentStats;
  ratings: RatingSummary;
  earnings: { thisMonth: number; total: number; month: string; timeZone: string };
}

/**
 * An analytics answer and the clock readings it holds for, [from, through], as long as nothing is
 * written: from the moment it was read until the first Active student's 7 days run out or the month
 * ends in the teacher's time zone, whichever comes first.
 */
export interface TeacherAnalyticsReading {
  analytics: TeacherAnalytics;
  holds: { from: Date; through: Date };
}

export class GetTeacherAnalyticsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly versions: TeacherFiguresVersions,
  ) {}

  async execute(query: { teacherId: number }): Promise<TeacherAnalytics> {
    return (await this.read(query)).analytics;
  }

  read(query: { teacherId: number }): Promise<TeacherAnalyticsReading> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const teacher = await findTeacher(tx, query.teacherId);
      const timeZone = resolveTimeZone(teacher.timeZone);
      const month = monthWindow(now, timeZone);
      const since = activeSince(now);
      const [totals, [thisMonth], firstActive] = await Promise.all([
        tx.teacherFigures.totals(query.teacherId, since),
        tx.teacherFigures.earnings(query.teacherId, [month]),
        tx.teacherFigures.earliestActivitySince(query.teacherId, since),
      ]);
      const monthEnds = month.to.getTime() - 1;
      const through = firstActive === null ? monthEnds : Math.min(monthEnds, activeThrough(firstActive).getTime());
      return {
        analytics: {
          overview: { totalContent: totals.totalContent, totalStudents: teacher.totalStudents, activeStudents: totals.activeStudents, totalEarnings: teacher.totalEarnings },
          contentStats: contentStats(totals),
          ratings: ratingSummary(totals.starCounts),
          earnings: { thisMonth: thisMonth.tokens, total: teacher.totalEarnings, month: month.month, timeZone },
        },
        holds: { from: now, through: new Date(through) },
      };
    });
  }

  /**
   * The version of the teacher's figures row (see TeacherFiguresVersions); null for someone who is
   * not a teacher. Read before an answer, it is never newer than what the answer holds.
   */
  version(query: { teacherId: number }): Promise<string | null> {
    return this.versions.figuresVersion(query.teacherId);
  }

  /** Whether the clock now reads within what a reading holds for. */
  stillHolds(holds: { from: Date; through: Date }): boolean {
    const now = this.clock.now().getTime();
    return now >= holds.from.getTime() && now <= holds.through.getTime();
  }
}

/** One content item's performance: the Analytics tab's bars (rates capped at 100 %). */
export interface ContentPerformance {
  contentId: number;
  title: string;
  type: ContentFigures['type'];
  category: ContentFigures['category'];
  visibility: ContentFigures['visibility'];
  withdrawn: boolean;
  views: number;
  enrollments: number;
  completions: number;
  enrollmentRate: number;
  completionRate: number;
  averageProgress: number;
  rating: number;
  ratingCount: number;
  tokensEarned: number;
}

/** GET /analytics/teacher/content-performance: the totals and every content item, most enrollments first. */
export interface ContentPerformanceReport {
  totals: ContentStats;
  items: ContentPerformance[];
}

const byEnrollments = (a: ContentFigures, b: ContentFigures) => b.enrollments - a.enrollments || b.id - a.id;

export class GetContentPerformanceUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number }): Promise<ContentPerformanceReport> {
    return this.unitOfWork.run(async (tx) => {
      const [, figures] = await Promise.all([findTeacher(tx, query.teacherId), tx.teacherFigures.contentFigures(query.teacherId)]);
      const sum = (pick: (item: ContentFigures) => number) => figures.reduce((total, item) => total + pick(item), 0);
      return {
        totals: contentStats({ views: sum((i) => i.views), enrollments: sum((i) => i.enrollments), completions: sum((i) => i.completions) }),
        items: [...figures].sort(byEnrollments).map((item) => {
          const stats = contentStats(item);
          return {
            contentId: item.id,
            title: item.title,
            type: item.type,
            category: item.category,
            visibility: item.visibility,
            withdrawn: item.withdrawn,
            views: item.views,
            enrollments: item.enrollments,
            completions: item.completions,
            enrollmentRate: stats.enrollmentRate,
            completionRate: stats.completionRate,
            averageProgress: averageProgress(item.progressSum, item.enrollments),
            rating: shownRatingAverage({ sum: item.ratingSum, count: item.ratingCount }),
            ratingCount: item.ratingCount,
            tokensEarned: item.tokensEarned,
          };
        }),
      };
    });
  }
}

/** GET /analytics/teacher/student-progress: the students and their enrollments by status, overall and per content. */
export interface StudentProgressReport {
  students: { total: number; active: number; inactive: number };
  enrollments: StatusCounts & { total: number; averageProgress: number; totalTimeSpentMinutes: number };
  byContent: Array<StatusCounts & { contentId: number; title: string; enrollments: number; averageProgress: number }>;
}

export class GetStudentProgressUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<StudentProgressReport> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const [teacher, totals, figures] = await Promise.all([
        findTeacher(tx, query.teacherId),
        tx.teacherFigures.totals(query.teacherId, activeSince(now)),
        tx.teacherFigures.contentFigures(query.teacherId),
      ]);
      return {
        students: { total: teacher.totalStudents, active: totals.activeStudents, inactive: Math.max(0, teacher.totalStudents - totals.activeStudents) },
        enrollments: {
          total: totals.enrollments,
          ...statusCounts(totals),
          averageProgress: averageProgress(totals.progressSum, totals.enrollments),
          totalTimeSpentMinutes: wholeMinutes(totals.timeSpentSeconds),
        },
        byContent: figures
          .filter((item) => item.enrollments > 0)
          .sort(byEnrollments)
          .map((item) => ({
            contentId: item.id,
            title: item.title,
            enrollments: item.enrollments,
            ...statusCounts(item),
            averageProgress: averageProgress(item.progressSum, item.enrollments),
          })),
      };
    });
  }
}

const EARNINGS_REPORT_MONTHS = 12;

/** GET /analytics/teacher/earnings-report: totals, the last 12 months in the teacher's time zone, and the earning content. */
export interface EarningsReport {
  timeZone: string;
  total: number;
  thisMonth: number;
  months: Array<{ month: string; tokens: number; sales: number }>;
  byContent: Array<{ contentId: number; title: string; tokenPrice: number; tokensEarned: number }>;
}

export class GetEarningsReportUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<EarningsReport> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const teacher = await findTeacher(tx, query.teacherId);
      const timeZone = resolveTimeZone(teacher.timeZone);
      const months = recentMonths(now, timeZone, EARNINGS_REPORT_MONTHS);
      const [earned, figures] = await Promise.all([tx.teacherFigures.earnings(query.teacherId, months), tx.teacherFigures.contentFigures(query.teacherId)]);
      return {
        timeZone,
        total: teacher.totalEarnings,
        thisMonth: earned[earned.length - 1].tokens,
        months: months.map((month, index) => ({ month: month.month, tokens: earned[index].tokens, sales: earned[index].sales })),
        byContent: figures
          .filter((item) => item.tokensEarned > 0)
          .sort((a, b) => b.tokensEarned - a.tokensEarned || b.id - a.id)
          .map((item) => ({ contentId: item.id, title: item.title, tokenPrice: item.tokenPrice, tokensEarned: item.tokensEarned })),
      };
    });
  }
}

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
