import { concat, fourCc, uint } from '../mp4-box-writer';

/**
 * A PNG file of 8-bit RGB pixels: the signature, then IHDR, IDAT and IEND chunks, each with its
 * CRC-32. The pixel rows (each after filter type 0) are compressed by `deflate`, which gives zlib
 * data (RFC 1950): compression is the caller's, so this stays free of any library.
 */

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (ISO 3309, as PNG and zlib use it). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([fourCc(type), data]);
  return concat([uint(data.length, 4), typed, uint(crc32(typed), 4)]);
}

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, row after row. */
  rgb: Uint8Array;
}

export function pngFile(image: RgbImage, deflate: (raw: Uint8Array) => Uint8Array): Uint8Array {
  const { width, height, rgb } = image;
  if (rgb.length !== width * height * 3) throw new Error('an RGB image has three bytes a pixel');
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let row = 0; row < height; row++) rows.set(rgb.subarray(row * width * 3, (row + 1) * width * 3), row * (1 + width * 3) + 1);
  // Bit depth 8, colour type 2 (RGB), deflate compression, adaptive filtering, no interlace.
  const header = concat([uint(width, 4), uint(height, 4), Uint8Array.of(8, 2, 0, 0, 0)]);
  return concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflate(rows)), chunk('IEND', new Uint8Array(0))]);
}
