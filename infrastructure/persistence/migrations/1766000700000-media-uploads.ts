import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The files teachers upload (videos, pictures, PDFs), one row a file: a file is named by its
 * SHA-256 (see domain/media/uploaded-media.ts), so a second upload of the same bytes finds the row
 * and only renews its upload time. The hourly cleanup removes the files nothing uses a day after
 * their last upload: it walks media_uploads_last_uploaded_idx from the oldest, and asks of each
 * candidate whether a content (its video or handout, its thumbnail) or an avatar names it, through
 * the expression and partial indexes below, so neither question reads a whole table.
 */
export class MediaUploads1766000700000 implements MigrationInterface {
  name = 'MediaUploads1766000700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE media_uploads (
        key varchar(40) PRIMARY KEY,
        uploader_id integer REFERENCES users (id) ON DELETE SET NULL,
        kind varchar(10) NOT NULL CONSTRAINT media_uploads_kind_check CHECK (kind IN ('video','image','pdf')),
        content_type varchar(40) NOT NULL,
        size bigint NOT NULL CONSTRAINT media_uploads_size_check CHECK (size >= 0),
        duration_seconds integer,
        width integer,
        height integer,
        created_at timestamptz NOT NULL,
        last_uploaded_at timestamptz NOT NULL
      );
      CREATE INDEX media_uploads_last_uploaded_idx ON media_uploads (last_uploaded_at);
      CREATE INDEX media_uploads_uploader_idx ON media_uploads (uploader_id);
      CREATE INDEX content_items_media_key_idx ON content_items ((content_data->>'mediaKey')) WHERE content_data ? 'mediaKey';
      CREATE INDEX content_items_handout_key_idx ON content_items ((content_data->'handout'->>'mediaKey')) WHERE content_data ? 'handout';
      CREATE INDEX content_items_picture_thumbnail_idx ON content_items (thumbnail_url) WHERE thumbnail_url LIKE '/api/media/pictures/%';
      CREATE INDEX teacher_profiles_picture_avatar_idx ON teacher_profiles (avatar) WHERE avatar LIKE '/api/media/pictures/%';
      CREATE INDEX student_profiles_picture_avatar_idx ON student_profiles (avatar) WHERE avatar LIKE '/api/media/pictures/%';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS student_profiles_picture_avatar_idx;
      DROP INDEX IF EXISTS teacher_profiles_picture_avatar_idx;
      DROP INDEX IF EXISTS content_items_picture_thumbnail_idx;
      DROP INDEX IF EXISTS content_items_handout_key_idx;
      DROP INDEX IF EXISTS content_items_media_key_idx;
      DROP TABLE media_uploads;
    `);
  }
}
