import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a parent approved or denied a wishlist item (decided_by already says who); null while the
 * item waits for a decision. The partial index lets deleting a parent's account find the items they
 * decided (decided_by is ON DELETE SET NULL) without reading the whole table. The parent's list
 * itself is served by parent_links' primary key and wishlist_items_student_idx.
 */
export class WishlistDecisions1764633600000 implements MigrationInterface {
  name = 'WishlistDecisions1764633600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE wishlist_items ADD COLUMN decided_at timestamptz;
      CREATE INDEX wishlist_items_decided_by_idx ON wishlist_items (decided_by) WHERE decided_by IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS wishlist_items_decided_by_idx;
      ALTER TABLE wishlist_items DROP COLUMN IF EXISTS decided_at;
    `);
  }
}
