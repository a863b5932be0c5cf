import { shownRatingAverage } from '../../domain/content/rating-change';
import { contentStats, type ContentStats } from '../../domain/teacher/content-stats';
import { averageProgress } from '../../domain/teacher/enrollment-filters';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { ContentFigures } from './teacher.repositories.port';
import { byEnrollments } from './teacher-analytics';

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
