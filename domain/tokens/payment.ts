import { DomainError } from '../shared/domain-error';

/** A sponsor's pledge turns into a token pool at this rate. */
export const TOKENS_PER_DOLLAR = 10;
/** The parent's transfer form starts at 10 tokens, minimum 1 (spec §5). */
export const DEFAULT_TRANSFER_AMOUNT = 10;
export const MIN_TRANSFER_AMOUNT = 1;

export type PaymentProblem = 'Amount must be a positive whole number' | 'Insufficient tokens';

export class InsufficientTokensError extends DomainError {
  readonly code = 'INSUFFICIENT_TOKENS';
  constructor(readonly required: number, readonly balance: number) {
    super(`Insufficient tokens: ${required} needed, ${balance} available`);
  }
}

export class InvalidTokenAmountError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor() {
    super('Amount must be a positive whole number', { amount: 'Amount must be a positive whole number' });
  }
}

const isPositiveWhole = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** Why a payment of `amount` from `balance` cannot happen, or null when it can. */
export function paymentProblem(amount: number, balance: number): PaymentProblem | null {
  if (!isPositiveWhole(amount)) return 'Amount must be a positive whole number';
  if (amount > balance) return 'Insufficient tokens';
  return null;
}

/** A payment is a positive whole number of tokens no larger than the balance. */
export function canPay(amount: number, balance: number): boolean {
  return paymentProblem(amount, balance) === null;
}

/** Throws the matching domain error when `amount` cannot be paid from `balance`. */
export function assertCanPay(amount: number, balance: number): void {
  const problem = paymentProblem(amount, balance);
  if (problem === 'Amount must be a positive whole number') throw new InvalidTokenAmountError();
  if (problem === 'Insufficient tokens') throw new InsufficientTokensError(amount, balance);
}

/** Tokens for a dollar pledge: 10 per dollar, rounded down to whole tokens. */
export function tokensForDollars(dollars: number): number {
  return Number.isFinite(dollars) && dollars > 0 ? Math.floor(Math.round(dollars * 100) * TOKENS_PER_DOLLAR / 100) : 0;
}
