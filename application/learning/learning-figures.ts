import { velocityWindowStart } from '../../domain/analytics/learning-velocity';
import { weeklyStudyStart } from '../../domain/analytics/weekly-study';
import { localDate } from '../../domain/shared/calendar';
import type { Transaction } from '../ports/unit-of-work.port';
import type { EnrollmentStats, StudyTotals } from './learning.repositories.port';

/** The activity counters of the analytics dashboard (spec §3 "Student analytics dashboard"). */
export interface StudyActivity {
  dailyStudyMinutes: number;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
  totalStudyMinutes: number;
}

/** What a student's analytics are computed from, read at `now` in the student's own calendar. */
export interface LearningFigures {
  today: string;
  totals: StudyTotals;
  minutesByDate: Map<string, number>;
  enrollments: EnrollmentStats[];
}

/** Reads a student's learning figures: the totals, this week's study minutes by day, and the enrollments with recent study time. */
export async function readLearningFigures(tx: Transaction, student: { userId: number; timeZone: string }, now: Date): Promise<LearningFigures> {
  const today = localDate(now, student.timeZone);
  const [totals, minutesByDate, enrollments] = await Promise.all([
    tx.learningAnalytics.totals(student.userId),
    tx.learningAnalytics.studyMinutes(student.userId, weeklyStudyStart(today), today),
    tx.learningAnalytics.enrollments(student.userId, velocityWindowStart(now)),
  ]);
  return { today, totals, minutesByDate, enrollments };
}

export function studyActivity(figures: LearningFigures): StudyActivity {
  return {
    dailyStudyMinutes: figures.minutesByDate.get(figures.today) ?? 0,
    completedCourses: figures.totals.completedCourses,
    videosWatched: figures.totals.videosWatched,
    quizzesCompleted: figures.totals.quizzesCompleted,
    totalStudyMinutes: figures.totals.totalStudyMinutes,
  };
}
