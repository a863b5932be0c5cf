import type { MediaStore } from '../../application/media/media-store.port';

async function textOf(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

/**
 * What every MediaStore does, whatever keeps the files: run by each store's spec with a fresh,
 * empty store from `open` (and `close` after each test).
 */
export function mediaStoreContract(open: () => Promise<MediaStore>, close: (store: MediaStore) => Promise<void> = async () => undefined): void {
  let store: MediaStore;

  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => close(store));

  it('keeps a file under its key and reads back any span of it', async () => {
    await store.put('film.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await store.stat('film.mp4')).toMatchObject({ size: 10, contentType: 'video/mp4' });
    expect(await textOf(store.read('film.mp4', { start: 2, end: 5 }))).toBe('234');
    expect(await textOf(store.read('film.mp4', { start: 0, end: 10 }))).toBe('0123456789');
    expect(await textOf(store.read('film.mp4', { start: 9, end: 10 }))).toBe('9');
    expect(await textOf(store.read('film.mp4', { start: 4, end: 4 }))).toBe('');
  });

  it('types each file as its key says', async () => {
    await store.put('sheet.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await store.put('cover.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect([(await store.stat('sheet.pdf'))?.contentType, (await store.stat('cover.jpg'))?.contentType]).toEqual(['application/pdf', 'image/jpeg']);
  });

  it('gives a replaced file a new version', async () => {
    await store.put('film.mp4', Buffer.from('first'), 'video/mp4');
    const before = await store.stat('film.mp4');
    await store.put('film.mp4', Buffer.from('other'), 'video/mp4');
    expect((await store.stat('film.mp4'))?.version).not.toBe(before?.version);
    expect(await textOf(store.read('film.mp4', { start: 0, end: 5 }))).toBe('other');
  });

  it('knows no file that is not there, and no name that is not a key', async () => {
    expect(await store.stat('missing.mp4')).toBeNull();
    expect(await store.stat('../secret.mp4')).toBeNull();
    expect(() => store.read('../secret.mp4', { start: 0, end: 3 })).toThrow("'../secret.mp4' is not a media key");
    await expect(store.put('../secret.mp4', Buffer.from('x'), 'video/mp4')).rejects.toThrow("'../secret.mp4' is not a media key");
    await expect(store.delete('../secret.mp4')).rejects.toThrow("'../secret.mp4' is not a media key");
  });

  it("keeps a file only as its key's type", async () => {
    await expect(store.put('film.mp4', Buffer.from('x'), 'text/html')).rejects.toThrow("'film.mp4' is kept as video/mp4, not text/html");
    expect(await store.stat('film.mp4')).toBeNull();
  });

  it('removes a file, and removing one that is not there changes nothing', async () => {
    await store.put('sheet.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await store.put('other.pdf', Buffer.from('%PDF-1.5'), 'application/pdf');
    await store.delete('sheet.pdf');
    await store.delete('sheet.pdf');
    await store.delete('never.pdf');
    expect(await store.stat('sheet.pdf')).toBeNull();
    expect(await store.stat('other.pdf')).toMatchObject({ size: 8 });
  });
}
