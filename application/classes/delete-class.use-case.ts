import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';

/** DELETE /classes/{id}: the class goes with its memberships and analytics. */
export class DeleteClassUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; classId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      const found = await lockOwnClass(tx, command.teacherId, command.classId);
      await tx.classes.delete(found.id);
      return { id: found.id };
    });
  }
}
