import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content is written as a draft and published when it holds something to learn from: a status
 * (new rows are drafts; the content already there was on sale, so it stays published) and when it
 * was published. The catalogue's partial indexes take the status into their predicate, so browse
 * (exactly that predicate: IN_CATALOGUE in browse-statement.ts) keeps reading them and never meets a
 * draft.
 */
export class ContentDrafts1766000600000 implements MigrationInterface {
  name = 'ContentDrafts1766000600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE content_items
        ADD COLUMN status text NOT NULL DEFAULT 'published' CONSTRAINT content_items_status_check CHECK (status IN ('draft','published')),
        ADD COLUMN published_at timestamptz;
      UPDATE content_items SET published_at = created_at;
      ALTER TABLE content_items ALTER COLUMN status SET DEFAULT 'draft';

      DROP INDEX content_items_browse_created_idx, content_items_browse_enrollments_idx, content_items_browse_rating_idx,
        content_items_browse_price_idx, content_items_browse_filters_idx;
      CREATE INDEX content_items_browse_created_idx ON content_items (created_at DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL AND status = 'published';
      CREATE INDEX content_items_browse_enrollments_idx ON content_items (enrollments DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL AND status = 'published';
      CREATE INDEX content_items_browse_rating_idx ON content_items (rating DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL AND status = 'published';
      CREATE INDEX content_items_browse_price_idx ON content_items (token_price, id)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL AND status = 'published';
      CREATE INDEX content_items_browse_filters_idx ON content_items (category, difficulty, type, created_at DESC) INCLUDE (token_price)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL AND status = 'published';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS content_items_browse_created_idx, content_items_browse_enrollments_idx, content_items_browse_rating_idx,
        content_items_browse_price_idx, content_items_browse_filters_idx;
      CREATE INDEX content_items_browse_created_idx ON content_items (created_at DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_enrollments_idx ON content_items (enrollments DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_rating_idx ON content_items (rating DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_price_idx ON content_items (token_price, id)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_filters_idx ON content_items (category, difficulty, type, created_at DESC) INCLUDE (token_price)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      ALTER TABLE content_items DROP COLUMN IF EXISTS published_at, DROP COLUMN IF EXISTS status;
    `);
  }
}
