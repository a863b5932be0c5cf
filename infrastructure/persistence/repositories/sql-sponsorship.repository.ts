import type { SponsorshipRepository } from '../../../application/content/enrollment.repositories.port';
import type { Sql } from '../sql';

export class SqlSponsorshipRepository implements SponsorshipRepository {
  constructor(private readonly sql: Sql) {}

  /**
   * The oldest pool that still covers the price pays. FOR UPDATE re-checks the condition after
   * waiting for a concurrent draw and moves on to the next pool when this one ran short, and the
   * UPDATE's own guard with the column's CHECK keeps a pool from ever going below zero.
   */
  async drawFor(contentId: number, price: number): Promise<{ id: number; sponsorId: number } | null> {
    const row = await this.sql.one<{ id: number; sponsor_id: number }>(
      `WITH chosen AS (
         SELECT id FROM sponsorships WHERE content_id = $1 AND tokens_remaining >= $2 ORDER BY created_at, id LIMIT 1 FOR UPDATE
       )
       UPDATE sponsorships s SET tokens_remaining = s.tokens_remaining - $2
         FROM chosen WHERE s.id = chosen.id AND s.tokens_remaining >= $2
       RETURNING s.id, s.sponsor_id`,
      [contentId, price],
    );
    return row && { id: row.id, sponsorId: row.sponsor_id };
  }
}
