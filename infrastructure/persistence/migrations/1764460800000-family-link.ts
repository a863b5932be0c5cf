import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Family link: a parent's request keeps the username, e-mail or id exactly as the parent typed it (the
 * only thing the parent is shown until the student answers), and the parents' requests are found
 * in the order they were made.
 */
export class FamilyLink1764460800000 implements MigrationInterface {
  name = 'FamilyLink1764460800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE parent_links ADD COLUMN identifier varchar(254);
      CREATE INDEX parent_links_parent_idx ON parent_links (parent_id, status, requested_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS parent_links_parent_idx;
      ALTER TABLE parent_links DROP COLUMN IF EXISTS identifier;
    `);
  }
}
