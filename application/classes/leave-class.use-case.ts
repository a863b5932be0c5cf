import type { UnitOfWork } from '../ports/unit-of-work.port';
import { NotInClassError } from './classes.errors';

/** DELETE /student/classes/{id}: the student leaves a class they are in. */
export class LeaveClassUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number; classId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      const locked = await tx.classes.getForUpdate(command.classId);
      if (!locked || !(await tx.classMembers.remove(locked.id, command.studentId))) throw new NotInClassError('you');
      await tx.classes.changeStudentCount(locked.id, -1);
      return { id: locked.id };
    });
  }
}
