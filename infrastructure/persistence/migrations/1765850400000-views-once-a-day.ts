import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A content's view counts once per viewer per day, the viewer's own local day: a row per viewer, day
 * and content viewed, its key letting only the first of racing reads add to `content_items.views`.
 * Rows are kept only while their day may still be someone's today (swept every hour after that), so
 * no lasting record of who looked at what builds up. The key leads with the viewer for the account's
 * export and erasure; the sweep reads by day. A deleted content takes its rows with it (rare: only
 * content nobody holds is deleted, and the table holds two days at most, so no index by content).
 * The views counted before stay as they were.
 */
export class ViewsOnceADay1765850400000 implements MigrationInterface {
  name = 'ViewsOnceADay1765850400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_views (
        viewer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        view_date date NOT NULL,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        PRIMARY KEY (viewer_id, view_date, content_id)
      );
      CREATE INDEX content_views_by_day ON content_views (view_date);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS content_views`);
  }
}
