import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { applyMonthlyBudget, budgetView, type ParentBudget } from './credit-monthly-budget';

/** GET /parent/budget: the budget after this month's credit, if it was due. */
export class GetParentBudgetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number }): Promise<ParentBudget> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => budgetView(await applyMonthlyBudget(tx, command.parentId, now), now));
  }
}
