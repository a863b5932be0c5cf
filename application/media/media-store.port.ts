import type { ByteSpan } from '../../domain/media/byte-spans';

/** What the store knows of a file without reading it. */
export interface StoredMedia {
  size: number;
  contentType: string;
  /** Changes whenever the file is replaced, so what was learnt from its bytes can be kept until then. */
  version: string;
}

/**
 * The files the product keeps itself (videos, pictures and documents), by key (see
 * domain/media/media-key.ts): a folder under DATA_DIR by default, or an S3-compatible bucket.
 */
export interface MediaStore {
  /** The file's size, type and version; null when there is no such file. */
  stat(key: string): Promise<StoredMedia | null>;
  /** The bytes of `span` (end excluded), as they are read. */
  read(key: string, span: ByteSpan): AsyncIterable<Uint8Array>;
  /** Keeps `bytes` under `key`, replacing what was there; the type must be the key's own. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}
