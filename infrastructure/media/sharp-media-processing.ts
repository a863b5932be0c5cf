import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaProcessing, Thumbnail } from '../../application/media/media-processing.port';

/** The box a thumbnail fits inside. */
const THUMBNAIL_PX = 640;
/** A picture of more pixels than this is refused before it is decoded (a small file may claim a huge picture). */
const MAX_INPUT_PIXELS = 100_000_000;

/** SHA-256 through Node's crypto; thumbnails through sharp (libvips). */
export class SharpMediaProcessing implements MediaProcessing {
  sha256(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  async thumbnail(bytes: Uint8Array): Promise<Thumbnail | null> {
    try {
      const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const { hasAlpha } = await source.metadata();
      // rotate() with no angle turns the picture upright as its EXIF says; sharp writes no metadata unless asked.
      const fitted = source.rotate().resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
      const transparent = hasAlpha === true && !(await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).stats()).isOpaque;
      const output = transparent ? fitted.png({ compressionLevel: 9 }) : fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      const { data, info } = await output.toBuffer({ resolveWithObject: true });
      return { bytes: data, format: transparent ? 'png' : 'jpeg', width: info.width, height: info.height };
    } catch {
      return null;
    }
  }
}
