import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderMediaStore } from './folder-media-store';
import { mediaStoreContract } from './media-store.contract';

describe('stored media in a folder', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'questlearn-media-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  describe('the media store contract', () => {
    mediaStoreContract(async () => new FolderMediaStore(join(root, 'media')));
  });

  it('keeps one file per key in its folder, and nothing half-written beside it', async () => {
    const store = new FolderMediaStore(join(root, 'media'));
    await store.put('film.mp4', Buffer.from('0123456789'), 'video/mp4');
    await store.put('film.mp4', Buffer.from('9876543210'), 'video/mp4');
    expect(readdirSync(join(root, 'media'))).toEqual(['film.mp4']);
  });

  it('reads nothing outside its folder', async () => {
    const store = new FolderMediaStore(join(root, 'media'));
    writeFileSync(join(root, 'secret.mp4'), 'not media');
    expect(await store.stat('../secret.mp4')).toBeNull();
    expect(() => store.read('../secret.mp4', { start: 0, end: 3 })).toThrow("'../secret.mp4' is not a media key");
  });
});
