import { pageCount } from '../../domain/content/browse-query';
import { enrollmentStatusWord, studentActivityWord, type ActivityWord, type EnrollmentStatusWord } from '../../domain/classes/student-activity';
import { activeSince, type TeacherEnrollmentQuery } from '../../domain/teacher/enrollment-filters';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { TeacherEnrollmentRecord } from './teacher.repositories.port';

/** An enrollment as the Students tab lists it: spec §3's fields, its status word and the student's activity. */
export interface TeacherEnrollment extends Omit<TeacherEnrollmentRecord, 'student' | 'studentLastActive'> {
  student: TeacherEnrollmentRecord['student'] & { lastActive: Date | null; activity: ActivityWord };
  status: EnrollmentStatusWord;
}

export interface TeacherEnrollmentPage {
  enrollments: TeacherEnrollment[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}

/**
 * GET /teacher/enrollments: the enrollments in the teacher's content, newest first, a page at a time,
 * searched by student or title and filtered by content, status and activity. A student is Active when
 * they enrolled in or worked on one of this teacher's courses within the last 7 days.
 */
export class ListTeacherEnrollmentsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; query: TeacherEnrollmentQuery }): Promise<TeacherEnrollmentPage> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const [, page] = await Promise.all([findTeacher(tx, command.teacherId), tx.teacherFigures.enrollments(command.teacherId, command.query, activeSince(now))]);
      const { page: number, pageSize } = command.query;
      return {
        enrollments: page.rows.map(({ studentLastActive, ...row }) => ({
          ...row,
          student: { ...row.student, lastActive: studentLastActive, activity: studentActivityWord(studentLastActive, now) },
          status: enrollmentStatusWord(row),
        })),
        pagination: { page: number, pageSize, total: page.total, pageCount: pageCount(page.total, pageSize) },
      };
    });
  }
}
