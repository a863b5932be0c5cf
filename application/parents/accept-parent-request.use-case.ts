import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ParentView, lockPendingRequest, person } from './family-link';

/** POST /student/parent-requests/{id}/accept: the parent sees the student from now on, and is told so. */
export class AcceptParentRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ parent: ParentView & { connectedAt: Date } }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockPendingRequest(tx, command.parentId, command.studentId);
      await tx.parentLinks.decide(command.parentId, command.studentId, 'accepted', now);
      await tx.notifications.add({ userId: command.parentId, kind: 'requestAccepted', actorId: command.studentId, params: {}, at: now });
      const { parents } = await tx.familyReads.parentsOf(command.studentId);
      const parent = parents.find((candidate) => candidate.id === command.parentId)!;
      return { parent: { ...person(parent), connectedAt: parent.at } };
    });
  }
}
