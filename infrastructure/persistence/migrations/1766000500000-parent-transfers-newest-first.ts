import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parent's transfers list reads "this parent's transfers, newest first" a page at a time, the id
 * breaking ties. parent_transfers_parent_idx (parent_id, created_at) gave the times in order but not
 * the ties, so a page sorted the parent's transfers again; this index holds the list's own order and
 * a page stops reading when it is full. It replaces the older index, whose columns it starts with.
 */
export class ParentTransfersNewestFirst1766000500000 implements MigrationInterface {
  name = 'ParentTransfersNewestFirst1766000500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX parent_transfers_parent_newest_idx ON parent_transfers (parent_id, created_at DESC, id DESC);
      DROP INDEX IF EXISTS parent_transfers_parent_idx;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX parent_transfers_parent_idx ON parent_transfers (parent_id, created_at);
      DROP INDEX IF EXISTS parent_transfers_parent_newest_idx;
    `);
  }
}
