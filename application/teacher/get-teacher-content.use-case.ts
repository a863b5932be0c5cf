import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { TeacherContentItem } from './teacher.repositories.port';

/** GET /teacher/content: every content item of the teacher, private and withdrawn ones included, newest first. */
export class GetTeacherContentUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number }): Promise<TeacherContentItem[]> {
    return this.unitOfWork.run(async (tx) => {
      const [, library] = await Promise.all([findTeacher(tx, query.teacherId), tx.teacherFigures.library(query.teacherId)]);
      return library;
    });
  }
}
