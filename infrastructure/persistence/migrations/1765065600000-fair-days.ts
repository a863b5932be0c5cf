import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the fair-day rule needs (a daily reward taken before a time-zone change comes back only once
 * the day has turned in the old zone too): the zone a user had before the last change (registration
 * counts as a change: it sets both zones and the change instant; older accounts have none), and
 * the instants at which the daily rewards without one of their own were taken: the day's streak step
 * and the first client-reported XP of a day (its allowance). Chests and claims keep theirs already.
 */
export class FairDays1765065600000 implements MigrationInterface {
  name = 'FairDays1765065600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users ADD COLUMN previous_time_zone varchar(64);
      ALTER TABLE gaming_profiles ADD COLUMN last_login_at timestamptz;
      ALTER TABLE daily_activity ADD COLUMN client_xp_since timestamptz;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE daily_activity DROP COLUMN IF EXISTS client_xp_since;
      ALTER TABLE gaming_profiles DROP COLUMN IF EXISTS last_login_at;
      ALTER TABLE users DROP COLUMN IF EXISTS previous_time_zone;
    `);
  }
}
