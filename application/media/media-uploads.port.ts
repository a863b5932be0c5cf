import type { MediaKind } from '../../domain/media/media-signature';

/** An uploaded file, as recorded in media_uploads. */
export interface MediaUpload {
  key: string;
  uploaderId: number;
  kind: MediaKind;
  contentType: string;
  size: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
}

/**
 * The record of uploaded files. Each call is one transaction that holds the file's row while the
 * file itself is written or removed, so a row is never committed without its file, and an upload
 * and a cleanup of the same key wait for each other.
 */
export interface MediaUploadLedger {
  /**
   * Records an upload at `at` (a second upload of a key renews its time), calling `storeFile` once
   * the key's row is held; if it fails, nothing is recorded.
   */
  record(upload: MediaUpload, at: Date, storeFile: () => Promise<void>): Promise<void>;
  /**
   * Removes at most `limit` uploads last uploaded before `before` that no content (its video, its
   * handout, its thumbnail) and no avatar names, calling `removeFile` for each while its row is
   * held; uploads another process is removing are skipped. Answers the removed keys.
   */
  removeUnused(before: Date, limit: number, removeFile: (key: string) => Promise<void>): Promise<string[]>;
}
