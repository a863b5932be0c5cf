import { averageQuizScore, breakdownBy, challengeTotals, completedContent, currentContent, recentActivity, teacherSummary, totalMinutesSpent, type ChallengeTotals, type ChildEnrollment, type RecentActivity, type TeacherSummary } from '../../domain/parents/child-progress';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { type ChildSummary, toChildSummary } from './child-summary';
import { requireConnectedChild } from './parent-access';
import { ChildNotFoundError } from './parents.errors';

export interface ChildContentEntry {
  enrollmentId: number;
  content: ChildEnrollment['content'];
  teacherUsername: string;
  /** First and last name, else the username. */
  teacherName: string;
  progress: number;
  timeSpent: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
  tokensSpent: number;
  accessType: ChildEnrollment['accessType'];
}

/** Spec §3 "Child progress". */
export interface ChildProgress {
  child: ChildSummary;
  level: number;
  xp: number;
  rank: string;
  completedCourses: number;
  analytics: {
    categoryBreakdown: Record<string, number>;
    typeBreakdown: Record<string, number>;
    teacherSummary: TeacherSummary[];
    recentActivity: RecentActivity[];
  };
  challengeStats: { totals: ChallengeTotals; averageScore: number; totalTimeSpent: number };
  currentContent: ChildContentEntry[];
  completedContent: ChildContentEntry[];
}

function toEntry(enrollment: ChildEnrollment): ChildContentEntry {
  return {
    enrollmentId: enrollment.enrollmentId,
    content: enrollment.content,
    teacherUsername: enrollment.teacherUsername,
    teacherName: enrollment.teacherName,
    progress: enrollment.progress,
    timeSpent: enrollment.timeSpentSeconds,
    lastAccessed: enrollment.lastAccessed,
    completedAt: enrollment.completedAt,
    tokensSpent: enrollment.tokensSpent,
    accessType: enrollment.accessType,
  };
}

/** GET /parent/child/{id}/content-progress: a connected child's courses, teachers, activity and quiz results. */
export class GetChildProgressUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { parentId: number; childId: number }): Promise<ChildProgress> {
    return this.unitOfWork.run(async (tx) => {
      await requireConnectedChild(tx, query.parentId, query.childId);
      const [[child], enrollments, quizScores] = await Promise.all([
        tx.familyReads.children(query.parentId, query.childId),
        tx.familyReads.childEnrollments(query.childId),
        tx.familyReads.quizScores(query.childId),
      ]);
      if (!child) throw new ChildNotFoundError();
      const summary = toChildSummary(child);
      const completed = completedContent(enrollments);
      return {
        child: summary,
        level: summary.level,
        xp: summary.xp,
        rank: summary.rank,
        completedCourses: completed.length,
        analytics: {
          categoryBreakdown: breakdownBy(enrollments, 'category'),
          typeBreakdown: breakdownBy(enrollments, 'type'),
          teacherSummary: teacherSummary(enrollments),
          recentActivity: recentActivity(enrollments),
        },
        challengeStats: { totals: challengeTotals(enrollments), averageScore: averageQuizScore(quizScores), totalTimeSpent: totalMinutesSpent(enrollments) },
        currentContent: currentContent(enrollments).map(toEntry),
        completedContent: completed.map(toEntry),
      };
    });
  }
}
