import { budgetMonth, monthlyBudgetDue, nextBudgetCreditOn } from './monthly-budget';

describe('the monthly education budget', () => {
  it.each([
    ['2026-03-01T00:00:00Z', 'UTC', '2026-03'],
    ['2026-02-28T23:59:59Z', 'UTC', '2026-02'],
    // 10:00 UTC on the last day of February is already March 1st on Kiritimati (UTC+14)...
    ['2026-02-28T10:00:00Z', 'Pacific/Kiritimati', '2026-03'],
    // ...and 11:00 UTC on March 1st is still February 28th at UTC-12.
    ['2026-03-01T11:00:00Z', 'Etc/GMT+12', '2026-02'],
    ['2026-03-01T12:00:00Z', 'Etc/GMT+12', '2026-03'],
  ])('at %s in %s the month is %s', (instant, zone, month) => {
    expect(budgetMonth(new Date(instant), zone)).toBe(month);
  });

  it.each([
    ['2026-01-15T12:00:00Z', 'UTC', '2026-02-01'],
    ['2026-12-31T12:00:00Z', 'UTC', '2027-01-01'],
    ['2024-02-10T12:00:00Z', 'UTC', '2024-03-01'],
    ['2026-02-28T10:00:00Z', 'Pacific/Kiritimati', '2026-04-01'],
    ['2026-03-01T11:00:00Z', 'Etc/GMT+12', '2026-03-01'],
  ])('after %s in %s the next credit comes on %s', (instant, zone, next) => {
    expect(nextBudgetCreditOn(new Date(instant), zone)).toBe(next);
  });

  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    [100, null, '2026-03'],
    [100, '2026-02', '2026-03'],
    [100, '2025-12', '2026-03'],
    [100, '2026-03', null],
    [100, '2026-04', null], // moved west after April's credit: March is not paid again
    [0, null, null],
    [0, '2026-02', null],
  ])('a budget of %i last credited for %p is due for %p', (budget, last, due) => {
    expect(monthlyBudgetDue(budget, last, now, 'UTC')).toBe(due);
  });
});
