import { servedSpan, type ByteSpan, type RangeRequest } from '../../domain/media/byte-spans';
import { isPublicPictureKey } from '../../domain/media/public-picture';
import type { MediaStore } from './media-store.port';
import { MediaNotFoundError } from './media.errors';

export interface PictureAnswer {
  /** A range was asked for and is answered (206); otherwise the whole picture (200). */
  partial: boolean;
  contentType: string;
  fileSize: number;
  span: ByteSpan;
  body: AsyncIterable<Uint8Array>;
}

/**
 * Serves a public picture (an uploaded thumbnail or avatar, a demo content's cover) to anyone, whole
 * or a range of it. Its key is a digest of its bytes, so what it serves never changes. No other
 * stored file is served here: videos and PDFs only at signed addresses.
 */
export class ServePictureUseCase {
  constructor(private readonly store: MediaStore) {}

  async execute(command: { key: string; range: RangeRequest | null }): Promise<PictureAnswer> {
    if (!isPublicPictureKey(command.key)) throw new MediaNotFoundError();
    const file = await this.store.stat(command.key);
    if (!file) throw new MediaNotFoundError();
    const whole = { start: 0, end: file.size };
    const span = command.range ? servedSpan(command.range, [whole], file.size) : whole;
    const store = this.store;
    // Opened when first read: an answer that sends no body (304) opens nothing.
    const body = (async function* () {
      yield* store.read(command.key, span);
    })();
    return { partial: command.range !== null, contentType: file.contentType, fileSize: file.size, span, body };
  }
}
