import { macroblocksAcross, macroblocksDown, type PictureSize } from './h264-parameter-sets';

/**
 * A 4:2:0 picture in 8-bit Y, Cb and Cr planes, padded to whole 16×16 macroblocks (the padding is
 * cropped away by the decoder).
 */
export interface Picture {
  size: PictureSize;
  /** Samples a row of each plane holds: the padded width, and half of it for chroma. */
  lumaStride: number;
  chromaStride: number;
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export interface YCbCr {
  y: number;
  cb: number;
  cr: number;
}

/** A colour given as red, green and blue (0-255), in the limited-range BT.601 a decoder assumes by default. */
export function ycbcrOf(red: number, green: number, blue: number): YCbCr {
  const clamp = (value: number) => Math.max(16, Math.min(240, Math.round(value)));
  return {
    y: Math.max(16, Math.min(235, Math.round(16 + (65.481 * red + 128.553 * green + 24.966 * blue) / 255))),
    cb: clamp(128 + (-37.797 * red - 74.203 * green + 112 * blue) / 255),
    cr: clamp(128 + (112 * red - 93.786 * green - 18.214 * blue) / 255),
  };
}

/** Red, green and blue (0-255) of a limited-range BT.601 sample, for a still of the picture. */
export function rgbOf(y: number, cb: number, cr: number): [number, number, number] {
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  const luma = 1.164 * (y - 16);
  return [clamp(luma + 1.596 * (cr - 128)), clamp(luma - 0.392 * (cb - 128) - 0.813 * (cr - 128)), clamp(luma + 2.017 * (cb - 128))];
}

export function blankPicture(size: PictureSize, colour: YCbCr): Picture {
  const lumaStride = macroblocksAcross(size) * 16;
  const lumaRows = macroblocksDown(size) * 16;
  const chromaStride = lumaStride / 2;
  return {
    size,
    lumaStride,
    chromaStride,
    y: new Uint8Array(lumaStride * lumaRows).fill(colour.y),
    cb: new Uint8Array(chromaStride * (lumaRows / 2)).fill(colour.cb),
    cr: new Uint8Array(chromaStride * (lumaRows / 2)).fill(colour.cr),
  };
}

/**
 * Paints the luma samples inside the rectangle, and the chroma samples whose 2×2 luma block's
 * top-left sample lies inside it. Rectangles are in luma samples, end excluded, clipped to the picture.
 */
export function fillRect(picture: Picture, left: number, top: number, right: number, bottom: number, colour: YCbCr): void {
  const x0 = Math.max(0, Math.round(left));
  const y0 = Math.max(0, Math.round(top));
  const x1 = Math.min(picture.size.width, Math.round(right));
  const y1 = Math.min(picture.size.height, Math.round(bottom));
  for (let row = y0; row < y1; row++) picture.y.fill(colour.y, row * picture.lumaStride + x0, row * picture.lumaStride + x1);
  const cx0 = Math.ceil(x0 / 2);
  const cx1 = Math.ceil(x1 / 2);
  for (let row = Math.ceil(y0 / 2); row < Math.ceil(y1 / 2); row++) {
    picture.cb.fill(colour.cb, row * picture.chromaStride + cx0, row * picture.chromaStride + cx1);
    picture.cr.fill(colour.cr, row * picture.chromaStride + cx0, row * picture.chromaStride + cx1);
  }
}

/** Whether macroblock (column, row) differs between two pictures of one size. */
export function macroblockChanged(a: Picture, b: Picture, column: number, row: number): boolean {
  if (a === b) return false;
  for (let line = row * 16; line < row * 16 + 16; line++) {
    const from = line * a.lumaStride + column * 16;
    for (let at = from; at < from + 16; at++) if (a.y[at] !== b.y[at]) return true;
  }
  for (let line = row * 8; line < row * 8 + 8; line++) {
    const from = line * a.chromaStride + column * 8;
    for (let at = from; at < from + 8; at++) if (a.cb[at] !== b.cb[at] || a.cr[at] !== b.cr[at]) return true;
  }
  return false;
}
