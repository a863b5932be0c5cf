import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts whose owner asked for their deletion: when they asked, when the grace period ends
 * (erase_at), and when the erasure was carried out (the row stays as the record of it, with nothing
 * personal in it). A student waiting for deletion is taken off the leaderboards; their own choice is
 * kept here and given back if they keep the account. The erasure job finds due rows by the partial
 * index; a pending account is found by its key on every signed-in request.
 */
export class AccountDeletions1765328400000 implements MigrationInterface {
  name = 'AccountDeletions1765328400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE account_deletions (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        requested_at timestamptz NOT NULL,
        erase_at timestamptz NOT NULL,
        leaderboard_opt_out_before boolean,
        erased_at timestamptz,
        CHECK (erase_at > requested_at)
      );
      CREATE INDEX account_deletions_due_idx ON account_deletions (erase_at) WHERE erased_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS account_deletions`);
  }
}
