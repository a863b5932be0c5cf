import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs the hot reads of every leaderboard request. On a PostgreSQL server they are named statements,
 * prepared once per connection, so each call skips parsing and planning. The embedded database
 * serves every connection from one session, where names would collide: there they run unnamed.
 */
export class PreparedStatements {
  constructor(
    private readonly db: DataSource,
    private readonly named: boolean,
  ) {}

  async rows<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    if (!this.named) return (await this.db.query(text, values)) as T[];
    const pool = (this.db.driver as unknown as { master: Pool }).master;
    return (await pool.query({ name, text, values })).rows as T[];
  }
}
