import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireConnectedChild } from './parent-access';
import type { ParentGoal, ParentGoalQuery, ParentGoalRecord } from './parent-money.repositories.port';

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

/**
 * The parent's goals for connected children as a list screen reads them: filtered, sorted and
 * sliced, and how many match. Naming a child who is unknown or not connected answers CHILD_NOT_FOUND.
 */
export class PageParentGoalsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; query: ParentGoalQuery }): Promise<{ rows: ParentGoalRecord[]; total: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (command.query.childId !== undefined) await requireConnectedChild(tx, command.parentId, command.query.childId);
      return tx.parentGoals.page(command.parentId, command.query);
    });
  }
}
