import { resolveTimeZone } from '../../domain/shared/calendar';
import { contentStats, type ContentStats } from '../../domain/teacher/content-stats';
import { monthWindow } from '../../domain/teacher/earnings-month';
import { activeSince, activeThrough } from '../../domain/teacher/enrollment-filters';
import { ratingSummary, type RatingSummary } from '../../domain/teacher/rating-distribution';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { TeacherFiguresVersions } from './teacher.repositories.port';

/*
 * The teacher's analytics, every figure read from counters (content rows, the teacher's profile, the
 * teacher's students) and from indexed ranges (this month's sales on the ledger, recent enrollments):
 * a teacher with 100,000 enrollments is answered without counting them.
 */

/** GET /teacher/analytics (spec §3 'Teacher analytics'). */
export interface TeacherAnalytics {
  overview: { totalContent: number; totalStudents: number; activeStudents: number; totalEarnings: number };
  contentStats: ContentStats;
  ratings: RatingSummary;
  earnings: { thisMonth: number; total: number; month: string; timeZone: string };
}

/**
 * An analytics answer and the clock readings it holds for, [from, through], as long as nothing is
 * written: from the moment it was read until the first Active student's 7 days run out or the month
 * ends in the teacher's time zone, whichever comes first.
 */
export interface TeacherAnalyticsReading {
  analytics: TeacherAnalytics;
  holds: { from: Date; through: Date };
}

export class GetTeacherAnalyticsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly versions: TeacherFiguresVersions,
  ) {}

  async execute(query: { teacherId: number }): Promise<TeacherAnalytics> {
    return (await this.read(query)).analytics;
  }

  read(query: { teacherId: number }): Promise<TeacherAnalyticsReading> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const teacher = await findTeacher(tx, query.teacherId);
      const timeZone = resolveTimeZone(teacher.timeZone);
      const month = monthWindow(now, timeZone);
      const since = activeSince(now);
      const [totals, [thisMonth], firstActive] = await Promise.all([
        tx.teacherFigures.totals(query.teacherId, since),
        tx.teacherFigures.earnings(query.teacherId, [month]),
        tx.teacherFigures.earliestActivitySince(query.teacherId, since),
      ]);
      const monthEnds = month.to.getTime() - 1;
      const through = firstActive === null ? monthEnds : Math.min(monthEnds, activeThrough(firstActive).getTime());
      return {
        analytics: {
          overview: { totalContent: totals.totalContent, totalStudents: teacher.totalStudents, activeStudents: totals.activeStudents, totalEarnings: teacher.totalEarnings },
          contentStats: contentStats(totals),
          ratings: ratingSummary(totals.starCounts),
          earnings: { thisMonth: thisMonth.tokens, total: teacher.totalEarnings, month: month.month, timeZone },
        },
        holds: { from: now, through: new Date(through) },
      };
    });
  }

  /**
   * The version of the teacher's figures row (see TeacherFiguresVersions); null for someone who is
   * not a teacher. Read before an answer, it is never newer than what the answer holds.
   */
  version(query: { teacherId: number }): Promise<string | null> {
    return this.versions.figuresVersion(query.teacherId);
  }

  /** Whether the clock now reads within what a reading holds for. */
  stillHolds(holds: { from: Date; through: Date }): boolean {
    const now = this.clock.now().getTime();
    return now >= holds.from.getTime() && now <= holds.through.getTime();
  }
}
