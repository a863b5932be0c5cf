import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireChildStaying } from './parent-access';
import type { GoalFields, ParentGoal } from './parent-money.repositories.port';
import { cleanTitle, requireGoal } from './parent-goals';

export type GoalChanges = Partial<Omit<GoalFields, 'dueDate'>> & { dueDate?: string | null };

/** PUT /parent/goals/{id}: the fields sent change; a null dueDate removes it. */
export class UpdateParentGoalUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; goalId: number; changes: GoalChanges }): Promise<ParentGoal> {
    return this.unitOfWork.run(async (tx) => {
      const goal = await requireGoal(tx, command.parentId, command.goalId, true);
      await requireChildStaying(tx, goal.childId);
      const { title, kind, target, dueDate } = command.changes;
      await tx.parentGoals.update(goal.id, {
        title: title === undefined ? goal.title : cleanTitle(title),
        kind: kind ?? goal.kind,
        target: target ?? goal.target,
        dueDate: dueDate === undefined ? goal.dueDate : dueDate,
      });
      return requireGoal(tx, command.parentId, goal.id);
    });
  }
}
