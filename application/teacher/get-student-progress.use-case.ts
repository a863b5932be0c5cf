import { wholeMinutes } from '../../domain/teacher/content-stats';
import { activeSince, averageProgress, statusCounts, type StatusCounts } from '../../domain/teacher/enrollment-filters';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import { byEnrollments } from './teacher-analytics';

/** GET /analytics/teacher/student-progress: the students and their enrollments by status, overall and per content. */
export interface StudentProgressReport {
  students: { total: number; active: number; inactive: number };
  enrollments: StatusCounts & { total: number; averageProgress: number; totalTimeSpentMinutes: number };
  byContent: Array<StatusCounts & { contentId: number; title: string; enrollments: number; averageProgress: number }>;
}

export class GetStudentProgressUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<StudentProgressReport> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const [teacher, totals, figures] = await Promise.all([
        findTeacher(tx, query.teacherId),
        tx.teacherFigures.totals(query.teacherId, activeSince(now)),
        tx.teacherFigures.contentFigures(query.teacherId),
      ]);
      return {
        students: { total: teacher.totalStudents, active: totals.activeStudents, inactive: Math.max(0, teacher.totalStudents - totals.activeStudents) },
        enrollments: {
          total: totals.enrollments,
          ...statusCounts(totals),
          averageProgress: averageProgress(totals.progressSum, totals.enrollments),
          totalTimeSpentMinutes: wholeMinutes(totals.timeSpentSeconds),
        },
        byContent: figures
          .filter((item) => item.enrollments > 0)
          .sort(byEnrollments)
          .map((item) => ({
            contentId: item.id,
            title: item.title,
            enrollments: item.enrollments,
            ...statusCounts(item),
            averageProgress: averageProgress(item.progressSum, item.enrollments),
          })),
      };
    });
  }
}
