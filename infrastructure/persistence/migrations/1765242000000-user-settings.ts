import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's preferences (domain/accounts/user-settings.ts), saved so they follow the user to
 * another device. A user without a row has the defaults, which the domain keeps, not the table.
 */
export class UserSettings1765242000000 implements MigrationInterface {
  name = 'UserSettings1765242000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_settings (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        push_notifications boolean NOT NULL,
        sound_effects boolean NOT NULL,
        theme varchar(10) NOT NULL CHECK (theme IN ('light', 'dark')),
        language varchar(10) NOT NULL CHECK (language IN ('en')),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS user_settings;`);
  }
}
