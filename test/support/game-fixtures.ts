import type { DataSource } from 'typeorm';

/** Direct database set-up for game tests: the state a student would otherwise take weeks to reach. */
export class GameFixtures {
  constructor(private readonly dataSource: DataSource) {}

  async setGaming(userId: number, values: Record<string, unknown>): Promise<void> {
    const keys = Object.keys(values);
    const assignments = keys.map((key, index) => `${key} = $${index + 2}`).join(', ');
    await this.dataSource.query(`UPDATE gaming_profiles SET ${assignments} WHERE user_id = $1`, [userId, ...keys.map((key) => values[key])]);
  }

  async give(userId: number, itemId: string, quantity: number, expiresAt: Date | null = null): Promise<number> {
    const [row] = await this.dataSource.query(
      expiresAt
        ? `INSERT INTO inventory_items (user_id, item_id, quantity, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`
        : `INSERT INTO inventory_items (user_id, item_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, item_id) WHERE expires_at IS NULL DO UPDATE SET quantity = inventory_items.quantity + EXCLUDED.quantity RETURNING id`,
      expiresAt ? [userId, itemId, quantity, expiresAt] : [userId, itemId, quantity],
    );
    return row.id;
  }

  async quantityOf(userId: number, itemId: string): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT COALESCE(sum(quantity), 0)::int AS q FROM inventory_items WHERE user_id = $1 AND item_id = $2`, [
      userId,
      itemId,
    ]);
    return row.q;
  }

  async addDay(userId: number, localDate: string, counters: Record<string, number | boolean>): Promise<void> {
    const keys = Object.keys(counters);
    await this.dataSource.query(
      `INSERT INTO daily_activity (user_id, local_date, ${keys.join(', ')}) VALUES ($1, $2, ${keys.map((_, i) => `$${i + 3}`).join(', ')})
       ON CONFLICT (user_id, local_date) DO UPDATE SET ${keys.map((key) => `${key} = EXCLUDED.${key}`).join(', ')}`,
      [userId, localDate, ...keys.map((key) => counters[key])],
    );
  }

  async grantTokens(userId: number, amount: number): Promise<void> {
    await this.dataSource.query(
      `WITH changed AS (UPDATE users SET token_balance = token_balance + $2 WHERE id = $1 RETURNING token_balance)
       INSERT INTO token_ledger (user_id, delta, reason, balance_after) SELECT $1, $2, 'test_grant', token_balance FROM changed`,
      [userId, amount],
    );
  }

  /** Balance, ledger sum and XP against the XP ledger, to check that nothing was lost or minted. */
  async books(userId: number) {
    const [row] = await this.dataSource.query(
      `SELECT u.token_balance AS balance,
              (SELECT COALESCE(sum(delta), 0)::int FROM token_ledger WHERE user_id = u.id) AS ledger,
              (SELECT count(*)::int FROM token_ledger WHERE user_id = u.id) AS ledger_rows,
              g.xp, (SELECT COALESCE(sum(amount), 0)::int FROM xp_ledger WHERE user_id = u.id) AS xp_ledger
       FROM users u JOIN gaming_profiles g ON g.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    return row as { balance: number; ledger: number; ledger_rows: number; xp: number; xp_ledger: number };
  }
}
