/** Writing MP4 boxes: big-endian integers, four-character types, and boxes around their bodies. */

export const fourCc = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0));

/** `value` as a big-endian unsigned integer of `width` bytes. */
export function uint(value: number, width: 1 | 2 | 4 | 8): Uint8Array {
  const bytes = new Uint8Array(width);
  let rest = BigInt(value);
  for (let index = width - 1; index >= 0; index--) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

export function box(type: string, ...body: Uint8Array[]): Uint8Array {
  const inside = concat(body);
  return concat([uint(8 + inside.length, 4), fourCc(type), inside]);
}

/** A box whose body starts with a version byte and three bytes of flags. */
export const fullBox = (type: string, version: number, flags: number, ...body: Uint8Array[]) => box(type, uint(version, 1), uint(flags, 4).subarray(1), ...body);

export const zeros = (count: number) => new Uint8Array(count);

/** The unit transformation of tkhd and mvhd (16.16 and 2.30 fixed point). */
export const IDENTITY_MATRIX = concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map((value) => uint(value, 4)));

/** Runs of equal values: [[count, value], ...]. */
export function runs(values: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const value of values) {
    const last = out.at(-1);
    if (last && last[1] === value) last[0]++;
    else out.push([1, value]);
  }
  return out;
}
