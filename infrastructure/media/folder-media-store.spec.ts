import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderMediaStore } from './folder-media-store';

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe('stored media in a folder', () => {
  let root: string;
  let store: FolderMediaStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'questlearn-media-'));
    store = new FolderMediaStore(join(root, 'media'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a file under its key and reads back any span of it', async () => {
    await store.put('film.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await store.stat('film.mp4')).toMatchObject({ size: 10, contentType: 'video/mp4' });
    expect(await bytesOf(store.read('film.mp4', { start: 2, end: 5 }))).toBe('234');
    expect(await bytesOf(store.read('film.mp4', { start: 4, end: 4 }))).toBe('');
    expect(readdirSync(join(root, 'media'))).toEqual(['film.mp4']);
  });

  it('gives a replaced file a new version', async () => {
    await store.put('film.mp4', Buffer.from('first'), 'video/mp4');
    const before = await store.stat('film.mp4');
    await store.put('film.mp4', Buffer.from('other'), 'video/mp4');
    expect((await store.stat('film.mp4'))?.version).not.toBe(before?.version);
  });

  it('knows no file that is not there, and nothing outside its folder', async () => {
    writeFileSync(join(root, 'secret.mp4'), 'not media');
    expect(await store.stat('missing.mp4')).toBeNull();
    expect(await store.stat('../secret.mp4')).toBeNull();
    expect(() => store.read('../secret.mp4', { start: 0, end: 3 })).toThrow("'../secret.mp4' is not a media key");
    await expect(store.put('../secret.mp4', Buffer.from('x'), 'video/mp4')).rejects.toThrow("'../secret.mp4' is not a media key");
  });

  it("keeps a file only as its key's type", async () => {
    await expect(store.put('film.mp4', Buffer.from('x'), 'text/html')).rejects.toThrow("'film.mp4' is kept as video/mp4, not text/html");
  });
});
