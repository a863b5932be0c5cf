import { monthlyBudgetDue, nextBudgetCreditOn } from '../../domain/parents/monthly-budget';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { NotAParentError } from './parent-money.errors';
import type { ParentAccount } from './parent-money.repositories.port';

export interface ParentBudget {
  monthlyEducationBudget: number;
  tokenBalance: number;
  lastCreditedMonth: string | null;
  nextCreditOn: string;
}

/**
 * Locks the parent's row and credits this month's budget if it is due (the first parent request of a
 * calendar month in the parent's time zone); answers the account as it is afterwards. Call it first
 * in a transaction: the parent's row is the first lock. Two first requests of a month queue on the
 * lock, and the second finds the month credited; the ledger's unique month key is the backstop.
 */
export async function applyMonthlyBudget(tx: Transaction, parentId: number, now: Date): Promise<ParentAccount & { lastCreditedMonth: string | null }> {
  const [account, lastCreditedMonth] = await Promise.all([tx.parentAccounts.getForUpdate(parentId), tx.parentAccounts.lastCreditedMonth(parentId)]);
  if (!account) throw new NotAParentError();
  const due = monthlyBudgetDue(account.monthlyEducationBudget, lastCreditedMonth, now, account.timeZone);
  if (due === null) return { ...account, lastCreditedMonth };
  const balance = await tx.parentAccounts.creditMonthlyBudget(parentId, account.monthlyEducationBudget, due);
  return { ...account, tokenBalance: balance ?? account.tokenBalance, lastCreditedMonth: due };
}

export function budgetView(account: ParentAccount & { lastCreditedMonth: string | null }, now: Date): ParentBudget {
  return {
    monthlyEducationBudget: account.monthlyEducationBudget,
    tokenBalance: account.tokenBalance,
    lastCreditedMonth: account.lastCreditedMonth,
    nextCreditOn: nextBudgetCreditOn(now, account.timeZone),
  };
}

/** The monthly credit in a transaction of its own (for a parent request that needs nothing else). */
export class CreditMonthlyBudgetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number }): Promise<ParentBudget> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => budgetView(await applyMonthlyBudget(tx, command.parentId, now), now));
  }
}
