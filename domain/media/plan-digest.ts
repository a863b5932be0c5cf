/** FNV-1a over the text's UTF-16 code units, from `basis`. */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * 16 hexadecimal digits (FNV-1a from two bases) of what a generated file is made from: equal plans
 * give equal digests, so a file made once is found again under the same name.
 */
export function planDigest(parts: readonly unknown[]): string {
  const text = JSON.stringify(parts);
  return [0x811c9dc5, 0x050c5d1f].map((basis) => fnv1a(text, basis).toString(16).padStart(8, '0')).join('');
}
