import { learningJourneys } from '../../domain/analytics/journeys';
import { velocityWindowStart } from '../../domain/analytics/learning-velocity';
import { weeklyStudy, weeklyStudyStart } from '../../domain/analytics/weekly-study';
import { localDate } from '../../domain/shared/calendar';
import { studentRead } from '../game/student-read';

/** The analytics dashboard: activity counters, a learning journey per subject, and the week's study minutes. */
export class GetStudentDashboardUseCase extends studentRead(async (tx, player, now) => {
  const today = localDate(now, player.timeZone);
  const [totals, minutesByDate, enrollments] = await Promise.all([
    tx.learningAnalytics.totals(player.userId),
    tx.learningAnalytics.studyMinutes(player.userId, weeklyStudyStart(today), today),
    tx.learningAnalytics.enrollments(player.userId, velocityWindowStart(now)),
  ]);
  return {
    activity: {
      dailyStudyMinutes: minutesByDate.get(today) ?? 0,
      completedCourses: totals.completedCourses,
      videosWatched: totals.videosWatched,
      quizzesCompleted: totals.quizzesCompleted,
      totalStudyMinutes: totals.totalStudyMinutes,
    },
    journeys: learningJourneys(enrollments, now),
    weeklyStudy: weeklyStudy(today, minutesByDate),
  };
}) {}
