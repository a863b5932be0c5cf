/**
 * What a file is, read from its first bytes ("magic numbers"), never from its name or the type its
 * sender declared: a name and a declared type are whatever the sender chose.
 */
export type MediaKind = 'video' | 'image' | 'pdf';
export type MediaFormat = 'mp4' | 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf';

export interface MediaSignature {
  kind: MediaKind;
  format: MediaFormat;
}

/** How many first bytes `mediaSignatureOf` needs to tell every format apart. */
export const SIGNATURE_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ signature: MediaSignature; matches: (head: Uint8Array) => boolean }> = [
  // An MP4 (ISO base media file) starts with its ftyp box: 4 bytes of size, then 'ftyp'.
  { signature: { kind: 'video', format: 'mp4' }, matches: (head) => startsWith(head, ascii('ftyp'), 4) },
  { signature: { kind: 'image', format: 'jpeg' }, matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { signature: { kind: 'image', format: 'png' }, matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { signature: { kind: 'image', format: 'webp' }, matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
  { signature: { kind: 'image', format: 'gif' }, matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')) },
  { signature: { kind: 'pdf', format: 'pdf' }, matches: (head) => startsWith(head, ascii('%PDF-')) },
];

/** The kind and format the first bytes of a file show; null for anything the product does not keep. */
export function mediaSignatureOf(head: Uint8Array): MediaSignature | null {
  return SIGNATURES.find((entry) => entry.matches(head))?.signature ?? null;
}

/** What the product keeps, in words, for a refusal's message. */
export const KEPT_MEDIA_RULE = 'an MP4 video, a JPEG, PNG, WebP or GIF picture, or a PDF document';
