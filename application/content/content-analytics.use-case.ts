import { contentEngagement } from '../../domain/content/rating';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ContentCard } from './content-card';
import { NotContentOwnerError } from './content-management.errors';
import { ContentNotFoundError } from './content.errors';

/** GET /content-items/{id}/analytics: the counters kept on the content and the rates made from them. */
export interface ContentAnalytics {
  contentId: number;
  title: string;
  withdrawn: boolean;
  views: number;
  enrollments: number;
  completions: number;
  rating: number;
  ratingCount: number;
  analytics: ContentCard['analytics'];
}

/**
 * A content's figures for its own teacher, withdrawn content included (its students still learn):
 * read from the counters kept on the content row, never by counting enrollments.
 */
export class GetContentAnalyticsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; contentId: number }): Promise<ContentAnalytics> {
    return this.unitOfWork.run(async (tx) => {
      const counters = await tx.contentManagement.counters(command.contentId);
      if (!counters) throw new ContentNotFoundError();
      if (counters.teacherId !== command.teacherId) throw new NotContentOwnerError('see the analytics of');
      return {
        contentId: counters.id,
        title: counters.title,
        withdrawn: counters.withdrawn,
        views: counters.views,
        enrollments: counters.enrollments,
        completions: counters.completions,
        rating: counters.rating,
        ratingCount: counters.ratingCount,
        analytics: { engagement: contentEngagement(counters) },
      };
    });
  }
}
