import { mediaSignatureOf } from './media-signature';

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe("a file's kind, read from its first bytes", () => {
  it.each([
    ['an MP4 (ftyp box)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), { kind: 'video', format: 'mp4' }],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), { kind: 'image', format: 'jpeg' }],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), { kind: 'image', format: 'png' }],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), { kind: 'image', format: 'webp' }],
    ['a GIF of 1987', bytes('GIF87a', [1, 0, 1, 0]), { kind: 'image', format: 'gif' }],
    ['a GIF of 1989', bytes('GIF89a', [1, 0, 1, 0]), { kind: 'image', format: 'gif' }],
    ['a PDF', bytes('%PDF-1.7\n%\u00e2\u00e3'), { kind: 'pdf', format: 'pdf' }],
  ])('%s', (_, head, signature) => {
    expect(mediaSignatureOf(head)).toEqual(signature);
  });

  it.each([
    ['text', bytes('hello, this is not a video')],
    ['HTML', bytes('<!doctype html><html>')],
    ['nothing', bytes()],
    ['too few bytes of a PNG', bytes([0x89], 'PN')],
    ['a RIFF that is not a WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a GIF of another year', bytes('GIF90a')],
    ['"ftyp" at the start instead of after the size', bytes('ftypisom0000')],
    ['a ZIP', bytes('PK', [3, 4, 20, 0])],
  ])('keeps no %s', (_, head) => {
    expect(mediaSignatureOf(head)).toBeNull();
  });
});
