import { RangeNotSatisfiableError, type ByteSpan } from '../../domain/media/byte-spans';
import { secondsOfVideo } from '../../domain/media/testing/synthetic-mp4';
import { MEDIA_ADDRESS_SECONDS, MediaAddresses, type SignedMediaAddress } from './media-addresses';
import type { MediaSigner } from './media-signer.port';
import type { MediaStore, StoredMedia } from './media-store.port';
import { MediaAddressExpiredError, MediaAddressInvalidError } from './media.errors';
import { PreviewCuts } from './preview-cuts';
import { ServeMediaUseCase } from './serve-media.use-case';

/** Signs by reversing the text: enough to tell a signed grant from a changed one. */
const reversingSigner: MediaSigner = {
  sign: (grant) => [...grant].reverse().join(''),
  signed: (grant, signature) => reversingSigner.sign(grant) === signature,
};

class MemoryStore implements MediaStore {
  readonly files = new Map<string, { bytes: Uint8Array; version: number }>();
  reads = 0;

  async stat(key: string): Promise<StoredMedia | null> {
    const file = this.files.get(key);
    return file ? { size: file.bytes.length, contentType: 'video/mp4', version: String(file.version) } : null;
  }

  async *read(key: string, span: ByteSpan): AsyncIterable<Uint8Array> {
    this.reads++;
    yield this.files.get(key)!.bytes.subarray(span.start, span.end);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(key, { bytes, version: (this.files.get(key)?.version ?? 0) + 1 });
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

async function bytesOf(body: AsyncIterable<Uint8Array>): Promise<number[]> {
  const bytes: number[] = [];
  for await (const chunk of body) bytes.push(...chunk);
  return bytes;
}

function setup() {
  let now = new Date('2026-11-18T10:00:00Z');
  const clock = { now: () => now };
  const store = new MemoryStore();
  const addresses = new MediaAddresses(reversingSigner, clock);
  const serve = new ServeMediaUseCase(store, addresses, new PreviewCuts(store));
  const addressOf = (key: string, viewerId: number, cutSeconds: number): SignedMediaAddress => {
    const url = new URL(addresses.addressOf(key, { viewerId, cutSeconds }), 'http://localhost');
    const number = (name: string) => Number(url.searchParams.get(name));
    return { key: url.pathname.split('/').pop()!, viewer: number('viewer'), expires: number('expires'), cut: number('cut'), signature: url.searchParams.get('signature')! };
  };
  return { store, serve, addressOf, wait: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe('serving stored media at signed addresses', () => {
  const film = secondsOfVideo(300);
  const cutEnd = film.samples.find((sample) => sample.track === 0 && sample.decodeSeconds === 120)!.start;

  it('an address names the file, the viewer, the cut and an expiry 5 minutes on', () => {
    const { addressOf } = setup();
    expect(addressOf('film.mp4', 8, 120)).toMatchObject({ key: 'film.mp4', viewer: 8, cut: 120, expires: Date.parse('2026-11-18T10:05:00Z') / 1000 });
  });

  it('serves the whole file at a whole address, and a range of it', async () => {
    const { store, serve, addressOf } = setup();
    await store.put('film.mp4', film.bytes);
    const whole = await serve.execute({ address: addressOf('film.mp4', 8, 0), range: null });
    expect({ ...whole, body: undefined }).toEqual({ partial: false, contentType: 'video/mp4', fileSize: film.bytes.length, span: { start: 0, end: film.bytes.length }, secondsLeft: MEDIA_ADDRESS_SECONDS, body: undefined });
    expect(await bytesOf(whole.body)).toEqual([...film.bytes]);
    const end = await serve.execute({ address: addressOf('film.mp4', 8, 0), range: { first: film.bytes.length - 10 } });
    expect([end.partial, end.span]).toEqual([true, { start: film.bytes.length - 10, end: film.bytes.length }]);
  });

  it('serves a preview up to its cut, and no range beyond it', async () => {
    const { store, serve, addressOf } = setup();
    await store.put('film.mp4', film.bytes);
    const address = addressOf('film.mp4', 8, 120);
    const preview = await serve.execute({ address, range: null });
    expect(preview.span).toEqual({ start: 0, end: cutEnd });
    expect(await bytesOf(preview.body)).toEqual([...film.bytes.subarray(0, cutEnd)]);
    expect((await serve.execute({ address, range: { first: 100 } })).span).toEqual({ start: 100, end: cutEnd });
    await expect(serve.execute({ address, range: { first: cutEnd } })).rejects.toThrow(RangeNotSatisfiableError);
  });

  it('reads the index of a file once per version, not on every range', async () => {
    const { store, serve, addressOf } = setup();
    await store.put('film.mp4', film.bytes);
    await bytesOf((await serve.execute({ address: addressOf('film.mp4', 8, 120), range: null })).body);
    const readsForOne = store.reads;
    await bytesOf((await serve.execute({ address: addressOf('film.mp4', 8, 120), range: { first: 0 } })).body);
    expect(store.reads).toBe(readsForOne + 1);
    const shorter = secondsOfVideo(100);
    await store.put('film.mp4', shorter.bytes);
    const replaced = await serve.execute({ address: addressOf('film.mp4', 8, 120), range: null });
    expect(replaced.span).toEqual({ start: 0, end: shorter.bytes.length });
  });

  it.each<[string, (address: SignedMediaAddress) => SignedMediaAddress]>([
    ['another viewer', (address) => ({ ...address, viewer: address.viewer + 1 })],
    ['another file', (address) => ({ ...address, key: 'other.mp4' })],
    ['another cut', (address) => ({ ...address, cut: 0 })],
    ['a later expiry', (address) => ({ ...address, expires: address.expires + 3600 })],
    ['a changed signature', (address) => ({ ...address, signature: `${address.signature.slice(0, -1)}!` })],
  ])('refuses an address changed to %s', async (_, change) => {
    const { store, serve, addressOf } = setup();
    await store.put('film.mp4', film.bytes);
    await store.put('other.mp4', film.bytes);
    await expect(serve.execute({ address: change(addressOf('film.mp4', 8, 120)), range: null })).rejects.toThrow(MediaAddressInvalidError);
  });

  it('refuses a genuine address for a file that is not there with the same error', async () => {
    const { serve, addressOf } = setup();
    await expect(serve.execute({ address: addressOf('gone.mp4', 8, 0), range: null })).rejects.toThrow(MediaAddressInvalidError);
  });

  it('refuses an address once its 5 minutes are over', async () => {
    const { store, serve, addressOf, wait } = setup();
    await store.put('film.mp4', film.bytes);
    const address = addressOf('film.mp4', 8, 0);
    wait(MEDIA_ADDRESS_SECONDS - 1);
    expect((await serve.execute({ address, range: null })).secondsLeft).toBe(1);
    wait(1);
    await expect(serve.execute({ address, range: null })).rejects.toThrow(MediaAddressExpiredError);
  });
});
