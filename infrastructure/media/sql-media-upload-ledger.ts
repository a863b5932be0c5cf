import type { MediaUpload, MediaUploadLedger } from '../../application/media/media-uploads.port';
import { PUBLIC_PICTURES_PATH } from '../../domain/media/public-picture';
import type { SqlDatabase } from '../persistence/sql-database';

/**
 * Nothing names the upload `u`: no content's video or handout, no content's thumbnail, no teacher's
 * or student's avatar. Each question is answered by an index of media-uploads' migration.
 */
const UNUSED = `
  NOT EXISTS (SELECT 1 FROM content_items c WHERE c.content_data ? 'mediaKey' AND c.content_data->>'mediaKey' = u.key)
  AND NOT EXISTS (SELECT 1 FROM content_items c WHERE c.content_data ? 'handout' AND c.content_data->'handout'->>'mediaKey' = u.key)
  AND NOT EXISTS (SELECT 1 FROM content_items c WHERE c.thumbnail_url LIKE '${PUBLIC_PICTURES_PATH}%' AND c.thumbnail_url = '${PUBLIC_PICTURES_PATH}' || u.key)
  AND NOT EXISTS (SELECT 1 FROM teacher_profiles t WHERE t.avatar LIKE '${PUBLIC_PICTURES_PATH}%' AND t.avatar = '${PUBLIC_PICTURES_PATH}' || u.key)
  AND NOT EXISTS (SELECT 1 FROM student_profiles s WHERE s.avatar LIKE '${PUBLIC_PICTURES_PATH}%' AND s.avatar = '${PUBLIC_PICTURES_PATH}' || u.key)`;

/**
 * media_uploads on PostgreSQL. An upload writes its row first, which holds the key's row until the
 * transaction ends, then its file; a cleanup removes one upload a transaction, its row (held, and
 * skipped when another process holds it) and then its file. Either waits for the other on the same
 * key, so no row is committed without its file. (A content saved naming an upload at the very moment
 * its day ran out may lose it: the cleanup does not lock content.)
 */
export class SqlMediaUploadLedger implements MediaUploadLedger {
  constructor(private readonly database: SqlDatabase) {}

  record(upload: MediaUpload, at: Date, storeFile: () => Promise<void>): Promise<void> {
    return this.database.transaction(async (sql) => {
      await sql.execute(
        `INSERT INTO media_uploads (key, uploader_id, kind, content_type, size, duration_seconds, width, height, created_at, last_uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (key) DO UPDATE SET last_uploaded_at = GREATEST(media_uploads.last_uploaded_at, EXCLUDED.last_uploaded_at)`,
        [upload.key, upload.uploaderId, upload.kind, upload.contentType, upload.size, upload.durationSeconds, upload.width, upload.height, at],
      );
      await storeFile();
    });
  }

  async removeUnused(before: Date, limit: number, removeFile: (key: string) => Promise<void>): Promise<string[]> {
    const candidates = await this.database.reads.rows<{ key: string }>(
      `SELECT u.key FROM media_uploads u WHERE u.last_uploaded_at < $1 AND ${UNUSED} ORDER BY u.last_uploaded_at LIMIT $2`,
      [before, limit],
    );
    const removed: string[] = [];
    for (const { key } of candidates) {
      const gone = await this.database.transaction(async (sql) => {
        const held = await sql.one<{ key: string }>(
          `SELECT u.key FROM media_uploads u WHERE u.key = $1 AND u.last_uploaded_at < $2 AND ${UNUSED} FOR UPDATE SKIP LOCKED`,
          [key, before],
        );
        if (!held) return false;
        await sql.execute(`DELETE FROM media_uploads WHERE key = $1`, [key]);
        await removeFile(key);
        return true;
      });
      if (gone) removed.push(key);
    }
    return removed;
  }
}
