import fc from 'fast-check';
import { assertCanPay, canPay, InsufficientTokensError, InvalidTokenAmountError, paymentProblem, TOKENS_PER_DOLLAR, tokensForDollars } from './payment';

describe('paying tokens', () => {
  it.each([
    [10, 10, null],
    [1, 50, null],
    [11, 10, 'Insufficient tokens'],
    [5, 0, 'Insufficient tokens'],
    [0, 10, 'Amount must be a positive whole number'],
    [-5, 10, 'Amount must be a positive whole number'],
    [2.5, 10, 'Amount must be a positive whole number'],
    [Number.NaN, 10, 'Amount must be a positive whole number'],
    [2 ** 53, 2 ** 60, 'Amount must be a positive whole number'],
  ])('paying %d from a balance of %d: %p', (amount, balance, problem) => {
    expect(paymentProblem(amount, balance)).toBe(problem);
    expect(canPay(amount, balance)).toBe(problem === null);
  });

  it('refuses with INSUFFICIENT_TOKENS when the balance is too low', () => {
    expect(() => assertCanPay(20, 10)).toThrow(InsufficientTokensError);
    expect(() => assertCanPay(20, 10)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_TOKENS' }));
    expect(() => assertCanPay(0, 10)).toThrow(InvalidTokenAmountError);
    expect(() => assertCanPay(10, 10)).not.toThrow();
  });

  it('a permitted payment never leaves a negative balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (amount, balance) => {
        if (canPay(amount, balance)) expect(balance - amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('sponsor pledges: 10 tokens per dollar', () => {
  it.each([
    [1, 10],
    [25, 250],
    [2.5, 25],
    [0.05, 0],
    [0, 0],
    [-3, 0],
  ])('$%d is %i tokens', (dollars, tokens) => {
    expect(TOKENS_PER_DOLLAR).toBe(10);
    expect(tokensForDollars(dollars)).toBe(tokens);
  });
});
