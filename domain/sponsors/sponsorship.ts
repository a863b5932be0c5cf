import type { FieldProblem } from '../shared/field-problem';

/** A pledge in whole dollars becomes a token pool at this rate (PRODUCT.md "Sponsors"). */
export const TOKENS_PER_DOLLAR = 10;

export const PLEDGE_LIMITS = { minDollars: 1, maxDollars: 100_000 } as const;

/** The tokens a pledge of `dollars` puts in its pool. */
export function tokenPoolFor(dollars: number): number {
  return dollars * TOKENS_PER_DOLLAR;
}

/** The first problem with a pledge amount, or null when it can be pledged. */
export function pledgeProblem(dollars: unknown): FieldProblem | null {
  if (typeof dollars !== 'number' || !Number.isInteger(dollars)) return { code: 'wrongType', expected: 'integer' };
  if (dollars < PLEDGE_LIMITS.minDollars) return { code: 'tooSmall', min: PLEDGE_LIMITS.minDollars };
  return dollars > PLEDGE_LIMITS.maxDollars ? { code: 'tooLarge', max: PLEDGE_LIMITS.maxDollars } : null;
}

/** Seconds of study as hours with one decimal (the sponsor's "learning hours enabled"). */
export function learningHours(seconds: number): number {
  return Math.round((Math.max(0, seconds) / 3600) * 10) / 10;
}

/** How much of a pool is left, in percent 0..100 (an empty pool of size 0 counts as used up). */
export function poolRemainingPercent(tokensRemaining: number, tokenPool: number): number {
  if (tokenPool <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((tokensRemaining / tokenPool) * 100)));
}
