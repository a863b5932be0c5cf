import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ParentNotFoundError } from './family-link.errors';

/** DELETE /student/parents/{parentId}: the parent loses access at once; they may ask again later. */
export class RemoveParentUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.parentLinks.removeConnected(command.parentId, command.studentId))) throw new ParentNotFoundError();
      return { id: command.parentId };
    });
  }
}
