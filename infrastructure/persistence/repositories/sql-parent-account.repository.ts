import type {
  ParentAccount,
  ParentAccountRepository,
  ParentTransferQuery,
  ParentTransferRecord,
  ParentTransferRepository,
  ParentTransferSort,
} from '../../../application/parents/parent-money.repositories.port';
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

interface TransferRow {
  id: number;
  student_id: number;
  child_username: string;
  child_first_name: string | null;
  child_last_name: string | null;
  amount: number;
  note: string | null;
  created_at: Date;
}

/** Transfers to children still connected to the parent who made them (an accepted link). */
const TRANSFER_FROM = `FROM parent_transfers t
  JOIN parent_links l ON l.parent_id = t.parent_id AND l.student_id = t.student_id AND l.status = 'accepted'`;

const TRANSFER_SORT_COLUMNS: Record<ParentTransferSort, string> = { createdAt: 't.created_at', amount: 't.amount' };

const toTransferRecord = (row: TransferRow): ParentTransferRecord => ({
  id: row.id,
  childId: row.student_id,
  child: { id: row.student_id, username: row.child_username, firstName: row.child_first_name, lastName: row.child_last_name },
  amount: row.amount,
  note: row.note,
  createdAt: row.created_at,
});

export class SqlParentTransferRepository implements ParentTransferRepository {
  constructor(private readonly sql: Sql) {}

  async record(transfer: { parentId: number; childId: number; amount: number; note: string | null; at: Date }): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO parent_transfers (parent_id, student_id, amount, note, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [transfer.parentId, transfer.childId, transfer.amount, transfer.note, transfer.at],
    );
    return row!.id;
  }

  /**
   * One page and the count, in two statements whatever the page holds (names come with the rows).
   * The parent's rows are found by parent_transfers_parent_newest_idx (parent_id, created_at DESC,
   * id DESC), which holds the newest-first order; by amount, the parent's transfers are sorted after it.
   */
  async page(parentId: number, query: ParentTransferQuery): Promise<{ rows: ParentTransferRecord[]; total: number }> {
    const params: unknown[] = [parentId];
    const where: string[] = ['t.parent_id = $1'];
    const add = (condition: (param: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (query.childId !== undefined) add((p) => `t.student_id = ${p}`, query.childId);
    if (query.ids !== undefined) add((p) => `t.id = ANY(${p}::int[])`, query.ids);
    const filter = `WHERE ${where.join(' AND ')}`;
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const [rows, count] = await Promise.all([
      this.sql.rows<TransferRow>(
        `SELECT t.id, t.student_id, c.username AS child_username, c.first_name AS child_first_name, c.last_name AS child_last_name,
                t.amount, t.note, t.created_at
           ${TRANSFER_FROM} JOIN users c ON c.id = t.student_id
           ${filter}
          ORDER BY ${TRANSFER_SORT_COLUMNS[query.sort]} ${direction}, t.id ${direction}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.sql.one<{ total: number }>(`SELECT count(*)::int AS total ${TRANSFER_FROM} ${filter}`, params),
    ]);
    return { rows: rows.map(toTransferRecord), total: count?.total ?? 0 };
  }
}
