import { type GoalKind } from '../../domain/parents/parent-goal';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireChildStaying, requireConnectedChild } from './parent-access';
import type { ParentGoal } from './parent-money.repositories.port';
import { cleanTitle, requireGoal } from './parent-goals';

export class CreateParentGoalUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number; childId: number; title: string; kind: GoalKind; target: number; dueDate: string | null }): Promise<ParentGoal> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await requireConnectedChild(tx, command.parentId, command.childId);
      await requireChildStaying(tx, command.childId);
      const title = cleanTitle(command.title);
      const id = await tx.parentGoals.create({
        parentId: command.parentId,
        childId: command.childId,
        title,
        kind: command.kind,
        target: command.target,
        dueDate: command.dueDate,
        at: now,
      });
      await tx.notifications.add({ userId: command.childId, kind: 'goalSet', actorId: command.parentId, params: { goalTitle: title }, at: now });
      return requireGoal(tx, command.parentId, id);
    });
  }
}
