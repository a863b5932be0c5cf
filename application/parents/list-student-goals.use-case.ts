import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { StudentGoal } from './parent-money.repositories.port';

/** GET /student/goals: what connected parents set for the student. */
export class ListStudentGoalsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number }): Promise<StudentGoal[]> {
    return this.unitOfWork.run((tx) => tx.parentGoals.listForStudent(command.studentId));
  }
}
