import type { ByteSpan } from '../../domain/media/byte-spans';
import { secondsOfVideo } from '../../domain/media/testing/synthetic-mp4';
import { MediaAddresses } from './media-addresses';
import type { MediaProcessing } from './media-processing.port';
import type { MediaStore, StoredMedia } from './media-store.port';
import type { MediaUpload, MediaUploadLedger } from './media-uploads.port';
import { UploadMediaUseCase } from './upload-media.use-case';

class MemoryStore implements MediaStore {
  readonly files = new Map<string, Uint8Array>();
  puts = 0;
  async stat(key: string): Promise<StoredMedia | null> {
    const bytes = this.files.get(key);
    return bytes ? { size: bytes.length, contentType: 'x', version: '1' } : null;
  }
  async *read(key: string, span: ByteSpan): AsyncIterable<Uint8Array> {
    yield this.files.get(key)!.subarray(span.start, span.end);
  }
  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.puts++;
    this.files.set(key, bytes);
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

class MemoryLedger implements MediaUploadLedger {
  readonly rows = new Map<string, MediaUpload & { at: Date }>();
  async record(upload: MediaUpload, at: Date, storeFile: () => Promise<void>): Promise<void> {
    await storeFile();
    this.rows.set(upload.key, { ...upload, at });
  }
  async removeUnused(): Promise<string[]> {
    return [];
  }
}

/** A stand-in digest (the real SHA-256 is infrastructure's): 64 hex digits that follow every byte. */
function fakeDigest(bytes: Uint8Array): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f, 0x165667b1, 0xd3a2646c];
  bytes.forEach((byte, index) => {
    const at = index % words.length;
    words[at] = Math.imul(words[at] ^ byte, 0x01000193) >>> 0;
  });
  return words.map((word) => word.toString(16).padStart(8, '0')).join('');
}

const processing: MediaProcessing = {
  sha256: fakeDigest,
  thumbnail: async (bytes) => (bytes[bytes.length - 1] === 0 ? null : { bytes: bytes.subarray(0, 4), format: 'png', width: 640, height: 480 }),
};

const clock = { now: () => new Date('2026-11-18T10:00:00Z') };
const addresses = new MediaAddresses({ sign: () => 'f'.repeat(64), signed: () => true }, clock);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes in chunks of `size`, as a request streams them; counts the chunks read. */
function chunks(bytes: Uint8Array, size = 1000) {
  const read = { count: 0 };
  const stream = (async function* () {
    for (let at = 0; at < bytes.length; at += size) {
      read.count++;
      yield bytes.subarray(at, at + size);
    }
  })();
  return { stream, read };
}

describe('uploading a file', () => {
  let store: MemoryStore;
  let ledger: MemoryLedger;
  let upload: UploadMediaUseCase;

  beforeEach(() => {
    store = new MemoryStore();
    ledger = new MemoryLedger();
    upload = new UploadMediaUseCase(store, ledger, processing, addresses, clock, { video: 100_000, image: 5_000, pdf: 3_000 });
  });

  it('keeps a video under its digest with the length its index gives, once for the same bytes', async () => {
    const film = secondsOfVideo(20);
    const first = await upload.execute({ uploaderId: 7, file: chunks(film.bytes).stream });
    const digest = fakeDigest(film.bytes);
    expect(first).toMatchObject({ key: `${digest.slice(0, 32)}.mp4`, kind: 'video', contentType: 'video/mp4', size: film.bytes.length, durationSeconds: 20 });
    expect(first.url).toMatch(/^\/api\/media\/[0-9a-f]{32}\.mp4\?viewer=7&/);
    await upload.execute({ uploaderId: 8, file: chunks(film.bytes).stream });
    expect([store.puts, ledger.rows.size]).toEqual([1, 1]);
  });

  it("keeps a picture's thumbnail at its public address", async () => {
    const answer = await upload.execute({ uploaderId: 7, file: chunks(new Uint8Array([...PNG_HEAD, ...Array(100).fill(1)])).stream });
    expect(answer).toMatchObject({ kind: 'image', contentType: 'image/png', size: 4, width: 640, height: 480, url: `/api/media/pictures/${answer.key}` });
  });

  it("stops reading as soon as a file passes its kind's limit", async () => {
    const { stream, read } = chunks(new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...Array(50_000).fill(32)]));
    await expect(upload.execute({ uploaderId: 7, file: stream })).rejects.toMatchObject({ code: 'MEDIA_TOO_LARGE', message: 'A PDF document may be at most 2.9 KB.' });
    expect(read.count).toBe(4);
  });

  it.each([
    ['text', new Uint8Array(Buffer.from('just some words, nothing more')), /not one the product keeps/],
    ['an MP4 without its index', new Uint8Array([0, 0, 0, 16, ...Buffer.from('ftypisom'), 0, 0, 0, 0]), /no index \(moov box\)/],
    ['a picture that cannot be decoded', new Uint8Array([...PNG_HEAD, 0]), /cannot be read/],
  ])('refuses %s (UNSUPPORTED_MEDIA_TYPE) and records nothing', async (_, bytes, message) => {
    await expect(upload.execute({ uploaderId: 7, file: chunks(bytes).stream })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(message) });
    expect([store.puts, ledger.rows.size]).toEqual([0, 0]);
  });
});
