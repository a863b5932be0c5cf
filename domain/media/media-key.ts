/**
 * The name a stored file goes by: lower-case letters, digits and dashes, then one known extension.
 * No slash, dot or other character a path could be made of, so a key never leaves its folder (or
 * bucket prefix).
 */
const MEDIA_KEY = /^[a-z0-9][a-z0-9-]{0,62}\.(mp4|webm|jpg|png|pdf)$/;

/** The content type each extension is stored and served as. */
export const MEDIA_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const;

export type MediaExtension = keyof typeof MEDIA_TYPES;

export const MEDIA_KEY_RULE = 'a media name: lower-case letters, digits and dashes (at most 63, starting with a letter or digit), then .mp4, .webm, .jpg, .png or .pdf';

export function isMediaKey(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_KEY.test(value);
}

export function mediaExtensionOf(key: string): MediaExtension {
  return key.slice(key.lastIndexOf('.') + 1) as MediaExtension;
}

/** The content type of a valid key's file. */
export function mediaTypeOf(key: string): string {
  return MEDIA_TYPES[mediaExtensionOf(key)];
}

/** A video a preview can be cut from: an MP4, whose own index says where each second lies. */
export function isMp4Key(value: unknown): value is string {
  return isMediaKey(value) && mediaExtensionOf(value) === 'mp4';
}
