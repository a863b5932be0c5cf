import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use codes that set a forgotten password: an e-mailed link's (30 minutes) or one a linked
 * parent or the child's teacher made for a child (15 minutes, typed by the child). Only the code's
 * SHA-256 digest is stored. A new code marks the account's earlier unused ones used; the e-mails of
 * the last hour are counted by account, kind and time; expired codes are swept by their expiry.
 */
export class PasswordResetCodes1766000100000 implements MigrationInterface {
  name = 'PasswordResetCodes1766000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE password_reset_codes (
        digest varchar(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('email', 'adult')),
        created_by integer NULL REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      );
      CREATE INDEX password_reset_codes_by_user ON password_reset_codes (user_id, kind, created_at);
      CREATE INDEX password_reset_codes_by_creator ON password_reset_codes (created_by) WHERE created_by IS NOT NULL;
      CREATE INDEX password_reset_codes_by_expiry ON password_reset_codes (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS password_reset_codes`);
  }
}
