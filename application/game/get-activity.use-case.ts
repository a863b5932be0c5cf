import { localDate } from '../../domain/shared/calendar';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findPlayer } from './student-access';

/** The activity counters of spec §3; the daily ones are today's, in the student's time zone. */
export class GetActivityUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
      const totals = await tx.activity.totals(player.userId);
      const today = await tx.activity.day(player.userId, localDate(now, player.timeZone));
      return {
        totalStudyTime: totals.totalStudyMinutes,
        completedCourses: totals.completedCourses,
        videosWatched: totals.videosWatched,
        quizzesCompleted: totals.quizzesCompleted,
        dropsReceived: totals.dropsReceived,
        itemsCrafted: totals.itemsCrafted,
        dailyStudyMinutes: today.studyMinutes,
        dailyVideosWatched: today.videosWatched,
        dailyQuizzesCompleted: today.quizzesCompleted,
      };
    });
  }
}
