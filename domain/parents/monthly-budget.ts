import { addDays, type LocalDate, localDate, periodEnd } from '../shared/calendar';

/** The largest monthly education budget a parent may set, in tokens. */
export const MAX_MONTHLY_BUDGET = 100_000;

/** A calendar month written 'YYYY-MM': the reference of a month's budget credit in the token ledger. */
export type BudgetMonth = string;

/** The calendar month on the parent's wall calendar at `now`. */
export function budgetMonth(now: Date, timeZone: string): BudgetMonth {
  return localDate(now, timeZone).slice(0, 7);
}

/** The first local day of the month after the one shown at `now`: when the next budget arrives. */
export function nextBudgetCreditOn(now: Date, timeZone: string): LocalDate {
  return addDays(periodEnd('monthly', localDate(now, timeZone)), 1);
}

/**
 * The month whose budget is due at `now`, or null. A month is credited once, and never one before
 * the last month credited: a parent who moves west across the turn of a month is not paid that
 * month a second time. A budget of 0 credits nothing.
 */
export function monthlyBudgetDue(budget: number, lastCreditedMonth: BudgetMonth | null, now: Date, timeZone: string): BudgetMonth | null {
  if (!(budget > 0)) return null;
  const month = budgetMonth(now, timeZone);
  return lastCreditedMonth === null || month > lastCreditedMonth ? month : null;
}
