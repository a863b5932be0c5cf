import type { Transaction } from '../ports/unit-of-work.port';
import { GoalNotFoundError } from './parent-money.errors';
import type { ParentGoal } from './parent-money.repositories.port';

export const cleanTitle = (title: string) => title.trim();

export async function requireGoal(tx: Transaction, parentId: number, goalId: number, forUpdate = false): Promise<ParentGoal> {
  const goal = await tx.parentGoals.findForParent(parentId, goalId, forUpdate);
  if (!goal) throw new GoalNotFoundError();
  return goal;
}
