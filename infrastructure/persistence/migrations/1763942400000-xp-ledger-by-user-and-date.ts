import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student's XP by local date: after every award the leaderboard index sums the student's XP of
 * the current day, week and month; without this index it reads the student's whole XP history.
 */
export class XpLedgerByUserAndDate1763942400000 implements MigrationInterface {
  name = 'XpLedgerByUserAndDate1763942400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX xp_ledger_user_local_date_idx ON xp_ledger (user_id, local_date) INCLUDE (amount, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS xp_ledger_user_local_date_idx`);
  }
}
