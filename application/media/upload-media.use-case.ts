import { mediaSignatureOf, SIGNATURE_BYTES, KEPT_MEDIA_RULE, type MediaKind, type MediaSignature } from '../../domain/media/media-signature';
import { MEDIA_TYPES } from '../../domain/media/media-key';
import { Mp4FormatError } from '../../domain/media/mp4-boxes';
import { mp4DurationSeconds } from '../../domain/media/mp4-duration';
import { mp4Layout } from '../../domain/media/mp4-preview';
import { publicPictureAddress } from '../../domain/media/public-picture';
import { uploadedMediaKey } from '../../domain/media/uploaded-media';
import type { Clock } from '../ports/clock.port';
import type { MediaAddresses } from './media-addresses';
import type { MediaProcessing } from './media-processing.port';
import type { MediaStore } from './media-store.port';
import type { MediaUpload, MediaUploadLedger } from './media-uploads.port';
import { MediaTooLargeError, UnsupportedMediaTypeError } from './media.errors';

/** The most bytes a file of each kind may have. */
export type UploadLimits = Record<MediaKind, number>;

export interface UploadedMedia {
  key: string;
  kind: MediaKind;
  contentType: string;
  size: number;
  /** An image's public address; a video's or PDF's signed address for the uploader, valid for minutes. */
  url: string;
  durationSeconds?: number;
  width?: number;
  height?: number;
}

const KIND_WORDS: Record<MediaKind, string> = { video: 'A video', image: 'A picture', pdf: 'A PDF document' };

/**
 * POST /media/uploads: a teacher's file, kept under the SHA-256 of what is stored. Its kind is read
 * from its first bytes; it is read no further than its kind's limit. A video must be an MP4 whose
 * own index gives its length; a picture is kept as a thumbnail; a PDF as it is. The file is written
 * while its record is held (see MediaUploadLedger), and not again when the same bytes were kept.
 */
export class UploadMediaUseCase {
  constructor(
    private readonly store: MediaStore,
    private readonly ledger: MediaUploadLedger,
    private readonly processing: MediaProcessing,
    private readonly addresses: MediaAddresses,
    private readonly clock: Clock,
    private readonly limits: UploadLimits,
  ) {}

  async execute(command: { uploaderId: number; file: AsyncIterable<Uint8Array> }): Promise<UploadedMedia> {
    const { signature, bytes } = await this.readWithinLimit(command.file);
    const kept = await this.keptForm(signature, bytes);
    const key = uploadedMediaKey(this.processing.sha256(kept.bytes), kept.extension);
    const contentType = MEDIA_TYPES[kept.extension];
    const upload: MediaUpload = {
      key,
      uploaderId: command.uploaderId,
      kind: signature.kind,
      contentType,
      size: kept.bytes.length,
      durationSeconds: kept.durationSeconds ?? null,
      width: kept.width ?? null,
      height: kept.height ?? null,
    };
    await this.ledger.record(upload, this.clock.now(), async () => {
      if ((await this.store.stat(key))?.size !== kept.bytes.length) await this.store.put(key, kept.bytes, contentType);
    });
    const url = signature.kind === 'image' ? publicPictureAddress(key) : this.addresses.addressOf(key, { viewerId: command.uploaderId, cutSeconds: 0 });
    return {
      key,
      kind: signature.kind,
      contentType,
      size: upload.size,
      url,
      ...(kept.durationSeconds !== undefined ? { durationSeconds: kept.durationSeconds } : {}),
      ...(kept.width !== undefined ? { width: kept.width, height: kept.height } : {}),
    };
  }

  /** The file's bytes, refused as soon as its first bytes show no kept kind or it passes its kind's limit. */
  private async readWithinLimit(file: AsyncIterable<Uint8Array>): Promise<{ signature: MediaSignature; bytes: Uint8Array }> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let signature: MediaSignature | null = null;
    for await (const chunk of file) {
      chunks.push(chunk);
      size += chunk.length;
      if (!signature && size >= SIGNATURE_BYTES) signature = this.signatureOf(concat(chunks, size));
      if (signature && size > this.limits[signature.kind]) throw new MediaTooLargeError(KIND_WORDS[signature.kind], this.limits[signature.kind]);
    }
    const bytes = concat(chunks, size);
    signature ??= this.signatureOf(bytes);
    if (size > this.limits[signature.kind]) throw new MediaTooLargeError(KIND_WORDS[signature.kind], this.limits[signature.kind]);
    return { signature, bytes };
  }

  private signatureOf(head: Uint8Array): MediaSignature {
    const signature = mediaSignatureOf(head);
    if (!signature) throw new UnsupportedMediaTypeError(`This file is not one the product keeps: upload ${KEPT_MEDIA_RULE}.`);
    return signature;
  }

  private async keptForm(signature: MediaSignature, bytes: Uint8Array) {
    switch (signature.kind) {
      case 'video':
        return { bytes, extension: 'mp4' as const, durationSeconds: videoDuration(bytes) };
      case 'pdf':
        return { bytes, extension: 'pdf' as const };
      case 'image': {
        const thumbnail = await this.processing.thumbnail(bytes);
        if (!thumbnail) throw new UnsupportedMediaTypeError(`This ${signature.format.toUpperCase()} picture cannot be read: it is damaged or cut short.`);
        return { bytes: thumbnail.bytes, extension: thumbnail.format === 'png' ? ('png' as const) : ('jpg' as const), width: thumbnail.width, height: thumbnail.height };
      }
    }
  }
}

/** A video is served from its own index (previews are cut by it), so one without a readable index is not kept. */
function videoDuration(bytes: Uint8Array): number {
  try {
    return mp4DurationSeconds(mp4Layout(bytes).moov);
  } catch (error) {
    if (error instanceof Mp4FormatError) throw new UnsupportedMediaTypeError(error.message);
    throw error;
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  chunks.splice(0, chunks.length, bytes);
  return bytes;
}
