import type { MediaExtension } from './media-key';

/**
 * An uploaded file is named by what it holds: the first 32 hexadecimal digits (128 bits) of its
 * SHA-256, then its extension. The same bytes always get the same key, so an upload of a file kept
 * already stores nothing again, and a key never changes what it names (a picture may be cached for
 * a year). Uploaded pictures are served to anyone (see public-picture.ts); videos and PDFs only at
 * signed addresses.
 */
const UPLOADED_KEY = /^[0-9a-f]{32}\.(mp4|jpg|png|pdf)$/;
const UPLOADED_PDF_KEY = /^[0-9a-f]{32}\.pdf$/;

export function uploadedMediaKey(sha256Hex: string, extension: Extract<MediaExtension, 'mp4' | 'jpg' | 'png' | 'pdf'>): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('a SHA-256 digest is 64 lower-case hexadecimal digits');
  return `${sha256Hex.slice(0, 32)}.${extension}`;
}

export const isUploadedMediaKey = (value: unknown): value is string => typeof value === 'string' && UPLOADED_KEY.test(value);

/** An uploaded PDF, which only readers of its content get addresses of. */
export const isUploadedPdfKey = (value: unknown): value is string => typeof value === 'string' && UPLOADED_PDF_KEY.test(value);
