import { completeGoal, type GoalKind } from '../../domain/parents/parent-goal';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { requireChildStaying, requireConnectedChild } from './parent-access';
import { GoalNotFoundError } from './parent-money.errors';
import type { GoalFields, ParentGoal, StudentGoal } from './parent-money.repositories.port';

export type GoalChanges = Partial<Omit<GoalFields, 'dueDate'>> & { dueDate?: string | null };

const cleanTitle = (title: string) => title.trim();

async function requireGoal(tx: Transaction, parentId: number, goalId: number, forUpdate = false): Promise<ParentGoal> {
  const goal = await tx.parentGoals.findForParent(parentId, goalId, forUpdate);
  if (!goal) throw new GoalNotFoundError();
  return goal;
}

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
      const id = await tx.parentGoals.create({
        parentId: command.parentId,
        childId: command.childId,
        title: cleanTitle(command.title),
        kind: command.kind,
        target: command.target,
        dueDate: command.dueDate,
        at: now,
      });
      return requireGoal(tx, command.parentId, id);
    });
  }
}

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

/** GET /student/goals: what connected parents set for the student. */
export class ListStudentGoalsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number }): Promise<StudentGoal[]> {
    return this.unitOfWork.run((tx) => tx.parentGoals.listForStudent(command.studentId));
  }
}
