import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { MediaStore, StoredMedia } from '../../application/media/media-store.port';
import type { ByteSpan } from '../../domain/media/byte-spans';
import { isMediaKey, mediaTypeOf } from '../../domain/media/media-key';

export interface S3MediaSettings {
  bucket: string;
  /** An S3-compatible server (MinIO: http://localhost:9000); AWS's own endpoint when null. */
  endpoint: string | null;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, profile, instance role) is used. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Addresses as endpoint/bucket/key (MinIO and most S3-compatible servers) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** A folder inside the bucket the keys live under, e.g. `media/`; none by default. */
  prefix?: string;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Stored media in an S3-compatible bucket (AWS S3, MinIO): one object per key, typed as its key.
 * A range of a file is one ranged GetObject, so a player's seeks read only what they show.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3MediaSettings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    });
  }

  async stat(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      // An ETag changes whenever the object is replaced; the time tells apart replacements with equal bytes.
      return { size: head.ContentLength ?? 0, contentType: mediaTypeOf(key), version: `${head.ETag ?? ''}-${head.LastModified?.getTime() ?? 0}` };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  read(key: string, span: ByteSpan): AsyncIterable<Uint8Array> {
    const objectKey = this.objectKey(key);
    if (span.end <= span.start) return (async function* () {})();
    const { client, settings } = this;
    return (async function* () {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey, Range: `bytes=${span.start}-${span.end - 1}` }));
      for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) yield chunk;
    })();
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const objectKey = this.objectKey(key);
    if (contentType !== mediaTypeOf(key)) throw new Error(`'${key}' is kept as ${mediaTypeOf(key)}, not ${contentType}`);
    // One PutObject replaces the object whole: a reader sees the old file or the new one, never half of one.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: objectKey, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    if (!isMediaKey(key)) throw new Error(`'${key}' is not a media key`);
    return `${this.settings.prefix ?? ''}${key}`;
  }
}
