import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireConnectedChild } from './parent-access';
import type { ParentGoal } from './parent-money.repositories.port';

/** GET /parent/goals: goals for connected children; for one of them when childId is given. */
export class ListParentGoalsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; childId: number | null }): Promise<ParentGoal[]> {
    return this.unitOfWork.run(async (tx) => {
      if (command.childId !== null) await requireConnectedChild(tx, command.parentId, command.childId);
      return tx.parentGoals.listForParent(command.parentId, command.childId);
    });
  }
}
