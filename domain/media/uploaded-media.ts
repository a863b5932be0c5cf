import type { MediaExtension } from './media-key';

/**
 * An uploaded file is named by what it holds: the first 32 hexadecimal digits (128 bits) of its
 * SHA-256, then its extension. The same bytes always get the same key, so an upload of a file kept
 * already stores nothing again, and a key never changes what it names (a picture may be cached for
 * a year).
 */
const UPLOADED_KEY = /^[0-9a-f]{32}\.(mp4|jpg|png|pdf)$/;
const UPLOADED_PICTURE_KEY = /^[0-9a-f]{32}\.(jpg|png)$/;
const UPLOADED_PDF_KEY = /^[0-9a-f]{32}\.pdf$/;

/** Where uploaded pictures are served to anyone: `/api/media/pictures/<key>`. */
export const PICTURES_PATH = '/api/media/pictures/';

export function uploadedMediaKey(sha256Hex: string, extension: Extract<MediaExtension, 'mp4' | 'jpg' | 'png' | 'pdf'>): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('a SHA-256 digest is 64 lower-case hexadecimal digits');
  return `${sha256Hex.slice(0, 32)}.${extension}`;
}

export const isUploadedMediaKey = (value: unknown): value is string => typeof value === 'string' && UPLOADED_KEY.test(value);

/** An uploaded picture (a resized JPEG or PNG), which anyone may see. */
export const isUploadedPictureKey = (value: unknown): value is string => typeof value === 'string' && UPLOADED_PICTURE_KEY.test(value);

/** An uploaded PDF, which only readers of its content get addresses of. */
export const isUploadedPdfKey = (value: unknown): value is string => typeof value === 'string' && UPLOADED_PDF_KEY.test(value);

export const pictureAddressOf = (key: string) => `${PICTURES_PATH}${key}`;

/** The public address of an uploaded picture, exactly as `pictureAddressOf` writes it. */
export function isPictureAddress(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PICTURES_PATH) && isUploadedPictureKey(value.slice(PICTURES_PATH.length));
}

/** The same rule as a pattern, for request validation (class-validator's Matches). */
export const PICTURE_ADDRESS_PATTERN = '/api/media/pictures/[0-9a-f]{32}\\.(?:jpg|png)';
