import { completeGoal } from '../../domain/parents/parent-goal';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireChildStaying } from './parent-access';
import type { ParentGoal } from './parent-money.repositories.port';
import { requireGoal } from './parent-goals';

/** POST /parent/goals/{id}/complete: once; a second time answers 409 GOAL_ALREADY_COMPLETED. */
export class CompleteParentGoalUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number; goalId: number }): Promise<ParentGoal> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const goal = await requireGoal(tx, command.parentId, command.goalId, true);
      await requireChildStaying(tx, goal.childId);
      await tx.parentGoals.complete(goal.id, completeGoal(goal.completedAt, now));
      return requireGoal(tx, command.parentId, goal.id);
    });
  }
}
