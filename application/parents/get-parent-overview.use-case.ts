import { learningJourneys, type Journey } from '../../domain/analytics/journeys';
import { readLearningFigures, studyActivity } from '../learning/learning-figures';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { requireConnectedChild } from './parent-access';
import { ChildNotFoundError } from './parents.errors';

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
