import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { applyMonthlyBudget } from './credit-monthly-budget';
import { NotAParentError } from './parent-money.errors';

export interface ParentProfile {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  monthlyEducationBudget: number;
  tokenBalance: number;
  childrenCount: number;
}

/** GET /parent/profile: the header's figures, after this month's budget credit when it is due (PRODUCT.md "Tokens"). */
export class GetParentProfileUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { parentId: number }): Promise<ParentProfile> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      // The credit locks the parent's row first and answers the balance after it.
      const account = await applyMonthlyBudget(tx, query.parentId, now);
      const identity = await tx.familyReads.parentIdentity(query.parentId);
      if (!identity) throw new NotAParentError();
      return {
        id: identity.id,
        username: identity.username,
        firstName: identity.firstName,
        lastName: identity.lastName,
        monthlyEducationBudget: account.monthlyEducationBudget,
        tokenBalance: account.tokenBalance,
        childrenCount: identity.childrenCount,
      };
    });
  }
}
