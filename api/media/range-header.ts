import type { RangeRequest } from '../../domain/media/byte-spans';

const ONE_BYTE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The one byte range a Range header asks for (RFC 9110 §14.2). Several ranges, another unit or a
 * malformed value are ignored, as the RFC allows, and the answer is then all the address serves.
 * Written here because Fastify's range parsing belongs to its static file server, not to a store's bytes.
 */
export function rangeRequestOf(header: string | undefined): RangeRequest | null {
  const match = header ? ONE_BYTE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, first, last] = match;
  if (first === '') return last === '' ? null : { suffix: Number(last) };
  return last === '' ? { first: Number(first) } : { first: Number(first), last: Number(last) };
}
