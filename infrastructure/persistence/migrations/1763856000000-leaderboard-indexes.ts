import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the leaderboards read besides the existing score indexes: the ledgers by local date for
 * period boards, and a random name for this database's entries in a shared rank index (Redis), so
 * two databases never read each other's boards.
 */
export class LeaderboardIndexes1763856000000 implements MigrationInterface {
  name = 'LeaderboardIndexes1763856000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE leaderboard_index_namespace (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        namespace uuid NOT NULL DEFAULT gen_random_uuid()
      );
      INSERT INTO leaderboard_index_namespace DEFAULT VALUES;

      CREATE INDEX xp_ledger_local_date_idx ON xp_ledger (local_date, user_id) INCLUDE (amount, created_at);
      CREATE INDEX token_ledger_earned_idx ON token_ledger (created_at) INCLUDE (user_id, delta, reason) WHERE delta > 0;
      CREATE INDEX daily_chests_local_date_idx ON daily_chests (local_date, user_id) INCLUDE (opened_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS daily_chests_local_date_idx;
      DROP INDEX IF EXISTS token_ledger_earned_idx;
      DROP INDEX IF EXISTS xp_ledger_local_date_idx;
      DROP TABLE IF EXISTS leaderboard_index_namespace;
    `);
  }
}
