import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockPendingRequest } from './family-link';

/** POST /student/parent-requests/{id}/decline: the parent's later requests answer REQUEST_DECLINED. */
export class DeclineParentRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ id: number; status: 'declined' }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockPendingRequest(tx, command.parentId, command.studentId);
      await tx.parentLinks.decide(command.parentId, command.studentId, 'declined', now);
      return { id: command.parentId, status: 'declined' };
    });
  }
}
