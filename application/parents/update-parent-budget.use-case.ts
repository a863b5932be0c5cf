import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { applyMonthlyBudget, budgetView, type ParentBudget } from './credit-monthly-budget';

/**
 * PUT /parent/budget: a month that was due is credited with the budget it had when the request came;
 * the new amount is paid from the next credit on.
 */
export class UpdateParentBudgetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number; monthlyEducationBudget: number }): Promise<ParentBudget> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const account = await applyMonthlyBudget(tx, command.parentId, now);
      await tx.parentAccounts.setMonthlyBudget(command.parentId, command.monthlyEducationBudget);
      return budgetView({ ...account, monthlyEducationBudget: command.monthlyEducationBudget }, now);
    });
  }
}
