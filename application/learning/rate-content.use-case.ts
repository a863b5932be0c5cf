import { applyRatingChange, ratingChange, shownRatingAverage, storedRatingAverage } from '../../domain/content/rating-change';
import { starCountChange } from '../../domain/teacher/rating-distribution';
import { ContentNotFoundError } from '../content/content.errors';
import { lockPlayer } from '../game/student-access';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockEnrollment } from './enrollment-access';

/**
 * An enrolled student rates a content item 1..5; a later rating replaces theirs. The content's row is
 * locked, so its sums, count and average stay exact under concurrent ratings; the teacher's sums move
 * by the same difference.
 */
export class RateContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { userId: number; contentId: number; rating: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      await lockEnrollment(tx, player.userId, command.contentId);
      const content = await tx.contentRatings.lockContent(command.contentId);
      if (!content) throw new ContentNotFoundError();
      const previousStars = await tx.contentRatings.starsOf(player.userId, command.contentId);
      const change = ratingChange(previousStars, command.rating);
      const sums = applyRatingChange(content, change);
      await tx.contentRatings.save(player.userId, command.contentId, command.rating, now);
      await tx.contentRatings.setContentSums(command.contentId, sums.sum, sums.count, storedRatingAverage(sums));
      if (change.sumDelta !== 0 || change.countDelta !== 0) await tx.contentRatings.addToTeacher(content.teacherId, change.sumDelta, change.countDelta);
      const stars = starCountChange(previousStars, command.rating);
      if (stars.length > 0) await tx.teacherCounters.countStars(command.contentId, stars);
      return { rating: command.rating, contentRating: shownRatingAverage(sums), ratingCount: sums.count };
    });
  }
}
