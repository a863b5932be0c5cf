import { isTokenEarning } from './token-earnings';

describe('which token ledger rows are earnings', () => {
  it.each([
    [25, 'daily_chest', true],
    [40, 'item_sale', true],
    [-30, 'item_sale', false], // a correction or payment is never an earning
    [100, 'demo_grant', false],
    [50, 'monthly_budget', false],
    [10, 'enrollment', false],
  ])('%i tokens for %s: %p', (delta, reason, earning) => {
    expect(isTokenEarning(delta, reason)).toBe(earning);
  });
});
