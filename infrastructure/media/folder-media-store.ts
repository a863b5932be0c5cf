import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore, StoredMedia } from '../../application/media/media-store.port';
import type { ByteSpan } from '../../domain/media/byte-spans';
import { isMediaKey, mediaTypeOf } from '../../domain/media/media-key';

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/**
 * The embedded default: one file per key in a folder (DATA_DIR/media). A key is a plain name (see
 * domain/media/media-key.ts), so every path stays inside the folder; a file's type is its key's.
 */
export class FolderMediaStore implements MediaStore {
  constructor(private readonly folder: string) {}

  async stat(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    try {
      const found = await stat(join(this.folder, key));
      if (!found.isFile()) return null;
      // A put replaces the file by renaming a new one over it: a new inode and time, whatever the size.
      return { size: found.size, contentType: mediaTypeOf(key), version: `${found.ino}-${found.mtimeMs}-${found.size}` };
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  read(key: string, span: ByteSpan): AsyncIterable<Uint8Array> {
    const path = this.pathOf(key);
    if (span.end <= span.start) return (async function* () {})();
    return createReadStream(path, { start: span.start, end: span.end - 1 });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (contentType !== mediaTypeOf(key)) throw new Error(`'${key}' is kept as ${mediaTypeOf(key)}, not ${contentType}`);
    await mkdir(this.folder, { recursive: true });
    // Written beside it, then renamed over it: a reader sees the old file or the new one, never half of one.
    const partial = join(this.folder, `.${randomUUID()}.part`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`'${key}' is not a media key`);
    return join(this.folder, key);
  }
}
