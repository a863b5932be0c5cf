import type { LedgerRepository } from '../../../application/game/game.repositories.port';
import { BalanceWouldGoNegativeError } from '../../../application/game/game.errors';
import { isCheckViolation } from '../postgres-errors';
import type { Sql } from '../sql';

const CHANGE_TOKENS = `WITH changed AS (
           UPDATE users SET token_balance = token_balance + $2, updated_at = now() WHERE id = $1 RETURNING token_balance
         )
         INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after)
         SELECT $1, $2, $3, $4, token_balance FROM changed RETURNING balance_after AS balance`;

const refusal = (error: unknown) => (isCheckViolation(error) ? new BalanceWouldGoNegativeError() : error);

export class SqlLedgerRepository implements LedgerRepository {
  constructor(private readonly sql: Sql) {}

  /** The balance and its ledger row change together; the database refuses a negative balance. */
  async changeTokens(userId: number, delta: number, reason: string, reference: string | null): Promise<number> {
    try {
      const row = await this.sql.one<{ balance: number }>(CHANGE_TOKENS, [userId, delta, reason, reference]);
      return row!.balance;
    } catch (error) {
      throw refusal(error);
    }
  }

  async payTokens(userId: number, delta: number, reason: string, reference: string | null): Promise<void> {
    this.sql.send(CHANGE_TOKENS, [userId, delta, reason, reference], refusal);
  }

  async recordXp(userId: number, amount: number, source: string, reference: string | null, localDate: string): Promise<void> {
    this.sql.send(`INSERT INTO xp_ledger (user_id, amount, source, reference, local_date) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      amount,
      source,
      reference,
      localDate,
    ]);
  }
}
