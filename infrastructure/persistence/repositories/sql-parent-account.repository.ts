import type { ParentAccount, ParentAccountRepository, ParentTransferRepository } from '../../../application/parents/parent-money.repositories.port';
import type { Sql } from '../sql';

interface ParentAccountRow {
  user_id: number;
  time_zone: string;
  token_balance: number;
  monthly_education_budget: number;
}

export class SqlParentAccountRepository implements ParentAccountRepository {
  constructor(private readonly sql: Sql) {}

  async getForUpdate(parentId: number): Promise<ParentAccount | null> {
    const row = await this.sql.one<ParentAccountRow>(
      `SELECT u.id AS user_id, u.time_zone, u.token_balance, p.monthly_education_budget
       FROM users u JOIN parent_profiles p ON p.user_id = u.id
       WHERE u.id = $1 AND u.user_role = 'parent' FOR UPDATE OF u`,
      [parentId],
    );
    return (
      row && { userId: row.user_id, timeZone: row.time_zone, tokenBalance: row.token_balance, monthlyEducationBudget: row.monthly_education_budget }
    );
  }

  async lastCreditedMonth(parentId: number): Promise<string | null> {
    const row = await this.sql.one<{ month: string | null }>(
      `SELECT max(reference) AS month FROM token_ledger WHERE user_id = $1 AND reason = 'monthly_budget'`,
      [parentId],
    );
    return row?.month ?? null;
  }

  /**
   * The ledger row goes in first; only when the month was not credited yet does the balance rise.
   * The caller holds the parent's row lock, so the balance read here is the one being changed.
   */
  async creditMonthlyBudget(parentId: number, amount: number, month: string): Promise<number | null> {
    const row = await this.sql.one<{ balance: number }>(
      `WITH credited AS (
         INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after)
         SELECT id, $2, 'monthly_budget', $3, token_balance + $2 FROM users WHERE id = $1
         ON CONFLICT (user_id, reason, reference) WHERE reason IN ('monthly_budget') DO NOTHING
         RETURNING balance_after
       )
       UPDATE users SET token_balance = credited.balance_after, updated_at = now() FROM credited WHERE users.id = $1
       RETURNING users.token_balance AS balance`,
      [parentId, amount, month],
    );
    return row?.balance ?? null;
  }

  async setMonthlyBudget(parentId: number, amount: number): Promise<void> {
    await this.sql.execute(`UPDATE parent_profiles SET monthly_education_budget = $2 WHERE user_id = $1`, [parentId, amount]);
  }
}

export class SqlParentTransferRepository implements ParentTransferRepository {
  constructor(private readonly sql: Sql) {}

  async record(transfer: { parentId: number; childId: number; amount: number; note: string | null; at: Date }): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO parent_transfers (parent_id, student_id, amount, note, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [transfer.parentId, transfer.childId, transfer.amount, transfer.note, transfer.at],
    );
    return row!.id;
  }
}
