import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use codes the browser hands to the video courses app instead of the access token. Only the
 * code's SHA-256 digest is stored; a code works once, until it expires a minute after it was made.
 */
export class VideoCodes1764892800000 implements MigrationInterface {
  name = 'VideoCodes1764892800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE video_codes (
        digest varchar(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      );
      CREATE INDEX video_codes_by_user ON video_codes (user_id);
      CREATE INDEX video_codes_by_expiry ON video_codes (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS video_codes`);
  }
}
