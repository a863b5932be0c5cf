/**
 * Token ledger reasons that count as earning (the same events that raise `tokensEarned`): the daily
 * chest and selling items. Grants, transfers, refunds and payments are not earnings.
 */
export const TOKEN_EARNING_REASONS = ['daily_chest', 'item_sale'] as const;

/** True for a ledger row that counts towards the tokens board of a period. */
export function isTokenEarning(delta: number, reason: string): boolean {
  return delta > 0 && (TOKEN_EARNING_REASONS as readonly string[]).includes(reason);
}
