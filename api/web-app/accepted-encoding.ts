export type ContentEncoding = 'br' | 'gzip';

/** Smaller first: brotli, then gzip. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** The weight an Accept-Encoding header gives each coding it names ('*' stands for the others). */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/**
 * The coding to send a file in, out of those it is stored in: the one the client weighs highest,
 * brotli before gzip on a tie; null for the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, stored: readonly ContentEncoding[]): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = weights(acceptEncoding);
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!stored.includes(encoding)) continue;
    const weight = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
