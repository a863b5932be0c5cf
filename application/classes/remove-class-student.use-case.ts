import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';
import { classView, type ClassView } from './class-view';
import { NotInClassError } from './classes.errors';
import { StudentRef, findAccount } from './class-membership';

/** DELETE /classes/{id}/students/{studentId} and POST /classes/{id}/remove-student-by-username. */
export class RemoveClassStudentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; classId: number; student: StudentRef }): Promise<ClassView> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const locked = await lockOwnClass(tx, command.teacherId, command.classId);
      // Anyone who is not a member, whether or not they have an account, is the same 404.
      const studentId = 'studentId' in command.student ? command.student.studentId : ((await findAccount(tx, command.student))?.id ?? null);
      if (studentId === null || !(await tx.classMembers.remove(locked.id, studentId))) throw new NotInClassError('student');
      await tx.classes.changeStudentCount(locked.id, -1);
      return classView(tx, { ...locked, studentCount: locked.studentCount - 1 }, now);
    });
  }
}
