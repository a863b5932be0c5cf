import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sponsor's figures and the teacher's sponsored sales:
 * - the enrollments a pool paid for, by pool (students funded, students supported, learning hours).
 *   Only sponsorship_id is indexed, a column that never changes after the insert, so progress
 *   reports still update enrollments in place (HOT);
 * - a sponsored enrollment pays the teacher from the pool (ledger reason sponsored_sale), and the
 *   teacher's earnings per month count those sales beside the purchases: the sales index covers both.
 */
export class SponsorFigures1764720000000 implements MigrationInterface {
  name = 'SponsorFigures1764720000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX enrollments_sponsorship_idx ON enrollments (sponsorship_id) WHERE sponsorship_id IS NOT NULL;
      DROP INDEX IF EXISTS token_ledger_sales_idx;
      CREATE INDEX token_ledger_sales_idx ON token_ledger (user_id, created_at) INCLUDE (delta) WHERE reason IN ('content_sale', 'sponsored_sale');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS token_ledger_sales_idx, enrollments_sponsorship_idx;
      CREATE INDEX token_ledger_sales_idx ON token_ledger (user_id, created_at) INCLUDE (delta) WHERE reason = 'content_sale';
    `);
  }
}
