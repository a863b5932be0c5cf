import { learningJourneys, type Journey } from '../../domain/analytics/journeys';
import {
  averageQuizScore,
  breakdownBy,
  challengeTotals,
  completedContent,
  currentContent,
  recentActivity,
  teacherSummary,
  totalMinutesSpent,
  type ChallengeTotals,
  type ChildEnrollment,
  type RecentActivity,
  type TeacherSummary,
} from '../../domain/parents/child-progress';
import { readLearningFigures, studyActivity } from '../learning/learning-figures';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { type ChildSummary, toChildSummary } from './child-summary';
import { applyMonthlyBudget } from './credit-monthly-budget';
import type { PendingRequest } from './family-reads.port';
import { requireConnectedChild } from './parent-access';
import { NotAParentError } from './parent-money.errors';
import { ChildNotFoundError } from './parents.errors';

export interface ParentProfile {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  monthlyEducationBudget: number;
  tokenBalance: number;
  childrenCount: number;
}

/** GET /parent/profile: the header's figures, after this month's budget credit when it is due (PRODUCT.md "Tokens"). */
export class GetParentProfileUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { parentId: number }): Promise<ParentProfile> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      // The credit locks the parent's row first and answers the balance after it.
      const account = await applyMonthlyBudget(tx, query.parentId, now);
      const identity = await tx.familyReads.parentIdentity(query.parentId);
      if (!identity) throw new NotAParentError();
      return {
        id: identity.id,
        username: identity.username,
        firstName: identity.firstName,
        lastName: identity.lastName,
        monthlyEducationBudget: account.monthlyEducationBudget,
        tokenBalance: account.tokenBalance,
        childrenCount: identity.childrenCount,
      };
    });
  }
}

/** GET /parent/children: the connected children and the requests still waiting, which name no child. */
export class GetChildrenUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { parentId: number }): Promise<{ children: ChildSummary[]; pendingRequests: PendingRequest[] }> {
    return this.unitOfWork.run(async (tx) => {
      const [children, pendingRequests] = await Promise.all([tx.familyReads.children(query.parentId), tx.familyReads.pendingRequests(query.parentId)]);
      return { children: children.map(toChildSummary), pendingRequests };
    });
  }
}

export interface ChildContentEntry {
  enrollmentId: number;
  content: ChildEnrollment['content'];
  teacherUsername: string;
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

/** Spec §3 "Parent analytics". */
export interface ParentOverview {
  activity: { dailyStudyMinutes: number; completedCourses: number; videosWatched: number; quizzesCompleted: number };
  journeys: Journey[];
}

async function childFigures(tx: Transaction, childId: number, now: Date) {
  const player = await tx.players.find(childId);
  if (!player) throw new ChildNotFoundError();
  return readLearningFigures(tx, player, now);
}

/**
 * GET /analytics/parent/overview: the student dashboard's activity and journeys (the same
 * computations) for one connected child, or for the family: the children's counters added up (each
 * child's "today" in their own time zone) and the journeys over all their enrollments together.
 */
export class GetParentOverviewUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { parentId: number; childId?: number }): Promise<ParentOverview> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      if (query.childId !== undefined) await requireConnectedChild(tx, query.parentId, query.childId);
      const childIds = query.childId !== undefined ? [query.childId] : await tx.parentLinks.connectedChildIds(query.parentId);
      const activity = { dailyStudyMinutes: 0, completedCourses: 0, videosWatched: 0, quizzesCompleted: 0 };
      const enrollments = [];
      for (const childId of childIds) {
        const figures = await childFigures(tx, childId, now);
        const child = studyActivity(figures);
        activity.dailyStudyMinutes += child.dailyStudyMinutes;
        activity.completedCourses += child.completedCourses;
        activity.videosWatched += child.videosWatched;
        activity.quizzesCompleted += child.quizzesCompleted;
        enrollments.push(...figures.enrollments);
      }
      return { activity, journeys: learningJourneys(enrollments, now) };
    });
  }
}
