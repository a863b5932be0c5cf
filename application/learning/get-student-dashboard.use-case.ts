import { learningJourneys } from '../../domain/analytics/journeys';
import { weeklyStudy } from '../../domain/analytics/weekly-study';
import { studentRead } from '../game/student-read';
import { readLearningFigures, studyActivity } from './learning-figures';

/** The analytics dashboard: activity counters, a learning journey per subject, and the week's study minutes. */
export class GetStudentDashboardUseCase extends studentRead(async (tx, player, now) => {
  const figures = await readLearningFigures(tx, player, now);
  return {
    activity: studyActivity(figures),
    journeys: learningJourneys(figures.enrollments, now),
    weeklyStudy: weeklyStudy(figures.today, figures.minutesByDate),
  };
}) {}
