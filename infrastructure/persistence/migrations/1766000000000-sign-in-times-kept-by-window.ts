import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sign_in_windows keeps each key until its times have all left their window: a day for the counts
 * of failures, as before, and 90 days for the accounts known at an address (a digest of the account
 * and the address, with the time it last signed in there), which a busy address never holds back.
 * keep_until is the database's own clock; the sweep reads by it.
 */
export class SignInTimesKeptByWindow1766000000000 implements MigrationInterface {
  name = 'SignInTimesKeptByWindow1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE sign_in_windows ADD COLUMN keep_until timestamptz NOT NULL DEFAULT now() + interval '1 day';
      UPDATE sign_in_windows SET keep_until = touched_at + interval '1 day';
      CREATE INDEX sign_in_windows_keep_until ON sign_in_windows (keep_until);
      DROP INDEX sign_in_windows_touched;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX sign_in_windows_touched ON sign_in_windows (touched_at);
      DROP INDEX sign_in_windows_keep_until;
      ALTER TABLE sign_in_windows DROP COLUMN keep_until;
    `);
  }
}
