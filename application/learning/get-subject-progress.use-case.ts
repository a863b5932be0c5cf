import { subjectSummary } from '../../domain/analytics/journeys';
import { velocityWindowStart } from '../../domain/analytics/learning-velocity';
import type { ContentCategory } from '../../domain/content/content-taxonomy';
import { findPlayer } from '../game/student-access';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/** How the student stands in one subject, with each of their courses in it. */
export class GetSubjectProgressUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { userId: number; subject: ContentCategory }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
      const courses = await tx.learningAnalytics.enrollments(player.userId, velocityWindowStart(now), query.subject);
      const { enrolled, completed, averageProgress, skillLevel, skillScore, learningVelocity } = subjectSummary(courses, now);
      return {
        subject: query.subject,
        enrolled,
        completed,
        averageProgress,
        timeSpentSeconds: courses.reduce((sum, course) => sum + course.timeSpentSeconds, 0),
        skillLevel,
        skillScore,
        learningVelocity,
        courses: courses.map((course) => ({
          contentId: course.contentId,
          title: course.title,
          type: course.type,
          percentage: course.progressPercent,
          timeSpent: course.timeSpentSeconds,
          completedAt: course.completedAt,
          lastAccessed: course.lastAccessed,
        })),
      };
    });
  }
}
