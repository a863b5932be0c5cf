import { isDemoFilmStillKey } from '../../domain/media/film/film-key';
import type { MediaStore } from './media-store.port';
import { MediaNotFoundError } from './media.errors';

export interface StillAnswer {
  contentType: string;
  size: number;
  body: AsyncIterable<Uint8Array>;
}

/**
 * Serves a demo film's still, the catalogue thumbnail of a demo video, to anyone: the catalogue
 * shows it to every visitor, so it needs no signed address. No other stored file is served here.
 */
export class ServeFilmStillUseCase {
  constructor(private readonly store: MediaStore) {}

  async execute(command: { key: string }): Promise<StillAnswer> {
    if (!isDemoFilmStillKey(command.key)) throw new MediaNotFoundError();
    const file = await this.store.stat(command.key);
    if (!file) throw new MediaNotFoundError();
    return { contentType: file.contentType, size: file.size, body: this.store.read(command.key, { start: 0, end: file.size }) };
  }
}
