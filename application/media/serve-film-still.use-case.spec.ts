import type { ByteSpan } from '../../domain/media/byte-spans';
import type { MediaStore, StoredMedia } from './media-store.port';
import { MediaNotFoundError } from './media.errors';
import { ServeFilmStillUseCase } from './serve-film-still.use-case';

const STILL = 'demo-film-0123456789abcdef.png';

class MemoryStore implements MediaStore {
  readonly files = new Map<string, Uint8Array>();

  async stat(key: string): Promise<StoredMedia | null> {
    const bytes = this.files.get(key);
    return bytes ? { size: bytes.length, contentType: key.endsWith('.png') ? 'image/png' : 'video/mp4', version: '1' } : null;
  }

  async *read(key: string, span: ByteSpan): AsyncIterable<Uint8Array> {
    yield this.files.get(key)!.subarray(span.start, span.end);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(key, bytes);
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

describe('serving a demo film still', () => {
  const store = new MemoryStore();
  const serve = new ServeFilmStillUseCase(store);
  beforeAll(async () => {
    await store.put(STILL, Uint8Array.of(1, 2, 3));
    await store.put('lesson-one.png', Uint8Array.of(4));
    await store.put('demo-film-0123456789abcdef.mp4', Uint8Array.of(5));
  });

  it('answers the whole picture with its type', async () => {
    const answer = await serve.execute({ key: STILL });
    const bytes: number[] = [];
    for await (const chunk of answer.body) bytes.push(...chunk);
    expect({ ...answer, body: bytes }).toEqual({ contentType: 'image/png', size: 3, body: [1, 2, 3] });
  });

  it.each([['lesson-one.png'], ['demo-film-0123456789abcdef.mp4'], ['demo-film-fedcba9876543210.png']])('answers %s as not found: stored or not, only demo stills are public', async (key) => {
    await expect(serve.execute({ key })).rejects.toBeInstanceOf(MediaNotFoundError);
  });
});
