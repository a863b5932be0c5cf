import { DomainError } from '../shared/domain-error';

/** Bytes `start` up to (not including) `end` of a file. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** What a Range header asks for: `bytes=first-last` (last optional) or the last `suffix` bytes. */
export type RangeRequest = { first: number; last?: number } | { suffix: number };

export class RangeNotSatisfiableError extends DomainError {
  readonly code = 'RANGE_NOT_SATISFIABLE';
  constructor(readonly fileSize: number) {
    super('The requested range lies outside what this address may serve.');
  }
}

/** The spans in order, overlapping or touching ones joined, empty ones dropped. */
export function mergeSpans(spans: readonly ByteSpan[]): ByteSpan[] {
  const merged: ByteSpan[] = [];
  for (const span of [...spans].filter((candidate) => candidate.end > candidate.start).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The bytes a range request gets: from its first byte to its last, cut short where the allowed span
 * holding that first byte ends. A first byte outside every allowed span (or past the file) cannot be
 * served at all.
 */
export function servedSpan(request: RangeRequest, allowed: readonly ByteSpan[], fileSize: number): ByteSpan {
  const start = 'suffix' in request ? Math.max(0, fileSize - request.suffix) : request.first;
  const last = 'suffix' in request ? fileSize - 1 : Math.min(request.last ?? fileSize - 1, fileSize - 1);
  const holding = allowed.find((span) => span.start <= start && start < span.end);
  if (!holding || last < start || ('suffix' in request && request.suffix === 0)) throw new RangeNotSatisfiableError(fileSize);
  return { start, end: Math.min(last + 1, holding.end) };
}
