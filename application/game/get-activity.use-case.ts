import { localDate } from '../../domain/shared/calendar';
import { studentRead } from './student-read';

/** The activity counters of spec §3; the daily ones are today's, in the student's time zone. */
export class GetActivityUseCase extends studentRead(async (tx, player, now) => {
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
}) {}
