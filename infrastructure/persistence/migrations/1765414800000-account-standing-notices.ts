import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the copy of the session record in Redis needs from the database. An account is blocked or
 * deactivated by a change to its row, made by the application (an erasure) or by hand; either way
 * the database tells every listening instance after the commit (channel `ql_account_standing`,
 * payload `<schema>:<user id>`), so the account's sign-ins end at once on all of them. Two partial
 * indexes serve the rebuild of the copy: the sign-ins revoked lately and the accounts that may not
 * sign in.
 */
export class AccountStandingNotices1765414800000 implements MigrationInterface {
  name = 'AccountStandingNotices1765414800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_account_standing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('ql_account_standing', TG_TABLE_SCHEMA || ':' || NEW.id);
        RETURN NULL;
      END
      $$;

      CREATE TRIGGER users_account_standing AFTER UPDATE OF blocked, is_active ON users
        FOR EACH ROW WHEN (OLD.blocked IS DISTINCT FROM NEW.blocked OR OLD.is_active IS DISTINCT FROM NEW.is_active)
        EXECUTE FUNCTION notify_account_standing();

      CREATE INDEX refresh_tokens_revoked_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
      CREATE INDEX users_blocked_or_inactive_idx ON users (id) WHERE blocked OR NOT is_active;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS users_blocked_or_inactive_idx;
      DROP INDEX IF EXISTS refresh_tokens_revoked_idx;
      DROP TRIGGER IF EXISTS users_account_standing ON users;
      DROP FUNCTION IF EXISTS notify_account_standing();
    `);
  }
}
