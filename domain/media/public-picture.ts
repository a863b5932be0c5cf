/**
 * Pictures anyone may see, served by the product at a plain, immutable address
 * (`/api/media/pictures/<key>`): pictures a teacher uploaded (a thumbnail, their own picture), named
 * by 32 hexadecimal digits of their SHA-256, and the covers of the demo content the product draws
 * itself (`demo-cover-<16 hexadecimal digits>.png`). Every key is a digest of the picture, so what an
 * address shows never changes.
 */

export const PUBLIC_PICTURES_PATH = '/api/media/pictures/';

const UPLOADED_PICTURE_KEY = /^[0-9a-f]{32}\.(?:jpg|png)$/;
const DEMO_COVER_KEY = /^demo-cover-[0-9a-f]{16}\.png$/;

/** The key of a picture a teacher uploaded (a JPEG or PNG thumbnail of it). */
export const isUploadedPictureKey = (key: unknown): key is string => typeof key === 'string' && UPLOADED_PICTURE_KEY.test(key);

/** The key of a demo content's cover. */
export const isDemoCoverKey = (key: unknown): key is string => typeof key === 'string' && DEMO_COVER_KEY.test(key);

/** A key the public pictures address serves. */
export const isPublicPictureKey = (key: unknown): key is string => isUploadedPictureKey(key) || isDemoCoverKey(key);

export const publicPictureAddress = (key: string): string => `${PUBLIC_PICTURES_PATH}${key}`;

/** The key an address names, exactly as publicPictureAddress writes it; null for any other text. */
export function publicPictureKeyOf(address: string): string | null {
  if (!address.startsWith(PUBLIC_PICTURES_PATH)) return null;
  const key = address.slice(PUBLIC_PICTURES_PATH.length);
  return isPublicPictureKey(key) ? key : null;
}

/** The address of a picture a teacher uploaded, e.g. as their avatar. */
export const isUploadedPictureAddress = (address: string): boolean => {
  const key = publicPictureKeyOf(address);
  return key !== null && isUploadedPictureKey(key);
};
