import { ApiProperty } from '@nestjs/swagger';
import type { ContentPerformance, ContentPerformanceReport } from '../../../application/teacher/get-content-performance.use-case';
import type { EarningsReport } from '../../../application/teacher/get-earnings-report.use-case';
import type { EngagementMetrics } from '../../../application/teacher/get-engagement-metrics.use-case';
import type { StudentProgressReport } from '../../../application/teacher/get-student-progress.use-case';
import type { TeacherAnalytics } from '../../../application/teacher/get-teacher-analytics.use-case';
import type { ContentCategory, ContentType, Visibility } from '../../../domain/content/content-taxonomy';
import type { ContentStats } from '../../../domain/teacher/content-stats';
import type { RatingBar, RatingSummary } from '../../../domain/teacher/rating-distribution';
import { API_ENUMS } from '../../common/api-enums';

/** The answers of the teacher's analytics (spec §3 'Teacher analytics' and §7 'Analytics'). */

export class TeacherOverviewDto {
  @ApiProperty({ type: 'integer', description: 'Content items not withdrawn' })
  totalContent: number;

  @ApiProperty({ type: 'integer' })
  totalStudents: number;

  @ApiProperty({ type: 'integer', description: 'Students who enrolled in or worked on one of your courses within 7 days' })
  activeStudents: number;

  @ApiProperty({ type: 'integer', description: 'Tokens' })
  totalEarnings: number;
}

export class ContentStatsDto implements ContentStats {
  @ApiProperty({ type: 'integer' })
  totalViews: number;

  @ApiProperty({ type: 'integer' })
  totalEnrollments: number;

  @ApiProperty({ type: 'integer' })
  totalCompletions: number;

  @ApiProperty({ type: 'integer', description: 'Enrollments per view, percent, at most 100' })
  enrollmentRate: number;

  @ApiProperty({ type: 'integer', description: 'Completions per enrollment, percent, at most 100' })
  completionRate: number;
}

export class RatingBarDto implements RatingBar {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  stars: number;

  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer', description: 'Share of all ratings, percent: the bar length' })
  percent: number;
}

export class TeacherRatingsDto implements RatingSummary {
  @ApiProperty({ description: '1 decimal; 0 without ratings' })
  averageRating: number;

  @ApiProperty({ type: 'integer' })
  totalReviews: number;

  @ApiProperty({ type: () => [RatingBarDto], description: 'From 5 stars down to 1, every star present' })
  ratingDistribution: RatingBarDto[];
}

export class TeacherEarningsDto {
  @ApiProperty({ type: 'integer', description: "Tokens earned this calendar month in your time zone" })
  thisMonth: number;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ example: '2026-11', description: 'The month thisMonth counts' })
  month: string;

  @ApiProperty()
  timeZone: string;
}

/** GET /teacher/analytics. */
export class TeacherAnalyticsDto implements TeacherAnalytics {
  @ApiProperty({ type: () => TeacherOverviewDto })
  overview: TeacherOverviewDto;

  @ApiProperty({ type: () => ContentStatsDto })
  contentStats: ContentStatsDto;

  @ApiProperty({ type: () => TeacherRatingsDto })
  ratings: TeacherRatingsDto;

  @ApiProperty({ type: () => TeacherEarningsDto })
  earnings: TeacherEarningsDto;
}

export class ContentPerformanceDto implements ContentPerformance {
  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;

  @ApiProperty(API_ENUMS.visibility)
  visibility: Visibility;

  @ApiProperty()
  withdrawn: boolean;

  @ApiProperty({ type: 'integer' })
  views: number;

  @ApiProperty({ type: 'integer' })
  enrollments: number;

  @ApiProperty({ type: 'integer' })
  completions: number;

  @ApiProperty({ type: 'integer', description: 'Percent, at most 100' })
  enrollmentRate: number;

  @ApiProperty({ type: 'integer', description: 'Percent, at most 100' })
  completionRate: number;

  @ApiProperty({ type: 'integer', description: 'The average progress of its enrollments, percent' })
  averageProgress: number;

  @ApiProperty({ description: '1 decimal; 0 without ratings' })
  rating: number;

  @ApiProperty({ type: 'integer' })
  ratingCount: number;

  @ApiProperty({ type: 'integer' })
  tokensEarned: number;
}

/** GET /analytics/teacher/content-performance: most enrollments first. */
export class ContentPerformanceReportDto implements ContentPerformanceReport {
  @ApiProperty({ type: () => ContentStatsDto })
  totals: ContentStatsDto;

  @ApiProperty({ type: () => [ContentPerformanceDto] })
  items: ContentPerformanceDto[];
}

export class StudentCountsDto {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'Enrolled in or worked on one of your courses within 7 days' })
  active: number;

  @ApiProperty({ type: 'integer' })
  inactive: number;
}

export class EnrollmentProgressDto {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  complete: number;

  @ApiProperty({ type: 'integer' })
  inProgress: number;

  @ApiProperty({ type: 'integer' })
  notStarted: number;

  @ApiProperty({ type: 'integer', description: 'Percent' })
  averageProgress: number;

  @ApiProperty({ type: 'integer' })
  totalTimeSpentMinutes: number;
}

export class ContentProgressDto {
  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: 'integer' })
  enrollments: number;

  @ApiProperty({ type: 'integer' })
  complete: number;

  @ApiProperty({ type: 'integer' })
  inProgress: number;

  @ApiProperty({ type: 'integer' })
  notStarted: number;

  @ApiProperty({ type: 'integer', description: 'Percent' })
  averageProgress: number;
}

/** GET /analytics/teacher/student-progress. */
export class StudentProgressReportDto implements StudentProgressReport {
  @ApiProperty({ type: () => StudentCountsDto })
  students: StudentCountsDto;

  @ApiProperty({ type: () => EnrollmentProgressDto })
  enrollments: EnrollmentProgressDto;

  @ApiProperty({ type: () => [ContentProgressDto], description: 'Content with enrollments, most enrollments first' })
  byContent: ContentProgressDto[];
}

export class MonthEarningsDto {
  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ type: 'integer' })
  tokens: number;

  @ApiProperty({ type: 'integer', description: 'Purchases' })
  sales: number;
}

export class ContentEarningsDto {
  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: 'integer' })
  tokenPrice: number;

  @ApiProperty({ type: 'integer' })
  tokensEarned: number;
}

/** GET /analytics/teacher/earnings-report. */
export class EarningsReportDto implements EarningsReport {
  @ApiProperty()
  timeZone: string;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  thisMonth: number;

  @ApiProperty({ type: () => [MonthEarningsDto], description: 'The last 12 months in your time zone, oldest first' })
  months: MonthEarningsDto[];

  @ApiProperty({ type: () => [ContentEarningsDto], description: 'Content that earned tokens, most first' })
  byContent: ContentEarningsDto[];
}

/** GET /analytics/teacher/engagement-metrics. */
export class EngagementMetricsDto implements EngagementMetrics {
  @ApiProperty({ type: 'integer' })
  totalStudents: number;

  @ApiProperty({ type: 'integer' })
  activeStudents: number;

  @ApiProperty({ type: 'integer', description: 'Active students per student, percent' })
  activeRate: number;

  @ApiProperty({ type: 'integer' })
  views: number;

  @ApiProperty({ type: 'integer' })
  enrollments: number;

  @ApiProperty({ type: 'integer' })
  completions: number;

  @ApiProperty({ type: 'integer' })
  enrollmentRate: number;

  @ApiProperty({ type: 'integer' })
  completionRate: number;

  @ApiProperty({ type: 'integer' })
  reviews: number;

  @ApiProperty({ type: 'integer', description: 'Ratings per enrollment, percent' })
  reviewRate: number;

  @ApiProperty({ type: 'integer' })
  averageProgress: number;

  @ApiProperty({ type: 'integer' })
  totalTimeSpentMinutes: number;

  @ApiProperty({ type: 'integer', description: 'Per enrollment' })
  averageTimeSpentMinutes: number;

  @ApiProperty({ type: 'integer' })
  enrollmentsLast7Days: number;

  @ApiProperty({ type: 'integer' })
  enrollmentsLast30Days: number;
}
