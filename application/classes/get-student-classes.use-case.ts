import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { StudentClassRecord } from './class.repositories.port';

/** GET /student/classes: the student's classes, latest joined first. */
export class GetStudentClassesUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<StudentClassRecord[]> {
    return this.unitOfWork.run((tx) => tx.classMembers.classesOfStudent(query.studentId));
  }
}
