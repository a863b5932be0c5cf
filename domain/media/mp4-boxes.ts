import { DomainError } from '../shared/domain-error';

/**
 * An MP4 is a list of boxes, each `size type body`: 4 bytes of size (1: a 64-bit size follows the
 * type; 0: to the end of its container), 4 characters of type, and a body that may hold more boxes.
 */
export interface Mp4Box {
  type: string;
  /** Where the box starts, its header included, and where it ends, in the bytes it was read from. */
  start: number;
  end: number;
  /** Where the body starts, after the header. */
  bodyStart: number;
}

export class Mp4FormatError extends DomainError {
  readonly code = 'MEDIA_FORMAT_INVALID';
  constructor(detail: string) {
    super(`This file is not an MP4 video that can be served: ${detail}.`);
  }
}

/** Longest box header: 8 bytes, a 64-bit size, and the 16-byte extended type of a `uuid` box. */
export const MAX_BOX_HEADER = 32;

export function uint32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new Mp4FormatError('a box is cut short');
  return ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
}

export function uint64(bytes: Uint8Array, at: number): number {
  const value = uint32(bytes, at) * 2 ** 32 + uint32(bytes, at + 4);
  if (!Number.isSafeInteger(value)) throw new Mp4FormatError('a size or offset is larger than any file this server keeps');
  return value;
}

function typeAt(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
}

/**
 * The box whose header starts at `head[0]`, which lies at `start` in the bytes being walked and must
 * end by `limit` (its container's end, or the file's).
 */
export function boxAt(head: Uint8Array, start: number, limit: number): Mp4Box {
  if (head.length < 8 || start + 8 > limit) throw new Mp4FormatError('a box header is cut short');
  const declared = uint32(head, 0);
  const type = typeAt(head, 4);
  let headerSize = 8;
  let size = declared;
  if (declared === 1) {
    if (head.length < 16) throw new Mp4FormatError(`the ${type} box header is cut short`);
    size = uint64(head, 8);
    headerSize = 16;
  } else if (declared === 0) {
    size = limit - start;
  }
  if (type === 'uuid') headerSize += 16;
  if (size < headerSize || start + size > limit) throw new Mp4FormatError(`the ${type} box runs past the end of what holds it`);
  return { type, start, end: start + size, bodyStart: start + headerSize };
}

/** The boxes inside `bytes` from `from` to `to`, one after the other. */
export function boxesBetween(bytes: Uint8Array, from: number, to: number): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  for (let at = from; at < to; ) {
    const box = boxAt(bytes.subarray(at, at + MAX_BOX_HEADER), at, to);
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

/** The boxes inside a box (after `skip` bytes of its own fields: 4 for a full box's version and flags). */
export function childBoxes(bytes: Uint8Array, parent: Mp4Box, skip = 0): Mp4Box[] {
  return boxesBetween(bytes, parent.bodyStart + skip, parent.end);
}

/** Why the first bytes of a file are not an MP4's: an MP4 starts with its `ftyp` box. Null when they are. */
export function mp4StartProblem(head: Uint8Array): string | null {
  if (head.length < 8 || typeAt(head, 4) !== 'ftyp') return 'an MP4 starts with an ftyp box, and this file does not';
  const size = uint32(head, 0);
  if (size !== 0 && size !== 1 && size < 8) return 'its ftyp box has an impossible size';
  return null;
}
