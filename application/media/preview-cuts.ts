import type { ByteSpan } from '../../domain/media/byte-spans';
import { isMp4Key } from '../../domain/media/media-key';
import { boxAt, MAX_BOX_HEADER, Mp4FormatError, mp4StartProblem, type Mp4Box } from '../../domain/media/mp4-boxes';
import { moovBoxOf, mp4PreviewSpans, type Mp4Layout } from '../../domain/media/mp4-preview';
import type { MediaStore, StoredMedia } from './media-store.port';

/** An index of hours of film is a few megabytes; anything far larger is not worth reading for a preview. */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;
/** Each top-level box costs one read of its header; an MP4 has a handful. */
const MAX_TOP_LEVEL_BOXES = 1_000;
/** A player asks for many ranges of one address; the cut of each recent file and version is kept. */
const KEPT_CUTS = 200;

async function bytesOf(chunks: AsyncIterable<Uint8Array>, length: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(length);
  let at = 0;
  for await (const chunk of chunks) {
    bytes.set(chunk.subarray(0, Math.max(0, length - at)), at);
    at += chunk.length;
  }
  if (at < length) throw new Mp4FormatError('the file ended while it was read');
  return bytes;
}

/**
 * The bytes of a stored MP4 that a preview of its first seconds may serve, learnt from the file's
 * own index: its top-level box headers and its `moov` box are read, never the media.
 */
export class PreviewCuts {
  private readonly kept = new Map<string, ByteSpan[]>();

  constructor(private readonly store: MediaStore) {}

  async allowedSpans(key: string, file: StoredMedia, seconds: number): Promise<ByteSpan[]> {
    const id = `${key}\n${file.version}\n${seconds}`;
    const known = this.kept.get(id);
    if (known) return known;
    const spans = mp4PreviewSpans(await this.layoutOf(key, file.size), seconds);
    if (this.kept.size >= KEPT_CUTS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, spans);
    return spans;
  }

  private async layoutOf(key: string, fileSize: number): Promise<Mp4Layout> {
    if (!isMp4Key(key)) throw new Mp4FormatError('a preview is cut from an MP4 only');
    const boxes: Mp4Box[] = [];
    for (let at = 0; at < fileSize; at = boxes[boxes.length - 1].end) {
      if (boxes.length === MAX_TOP_LEVEL_BOXES) throw new Mp4FormatError(`it has more than ${MAX_TOP_LEVEL_BOXES} top-level boxes`);
      const head = await this.read(key, { start: at, end: Math.min(at + MAX_BOX_HEADER, fileSize) });
      const problem = at === 0 ? mp4StartProblem(head) : null;
      if (problem) throw new Mp4FormatError(problem);
      boxes.push(boxAt(head, at, fileSize));
    }
    const moov = moovBoxOf(boxes);
    if (moov.end - moov.start > MAX_INDEX_BYTES) throw new Mp4FormatError('its index (moov box) is larger than 64 MB');
    return { fileSize, boxes, moov: await this.read(key, moov) };
  }

  private read(key: string, span: ByteSpan): Promise<Uint8Array> {
    return bytesOf(this.store.read(key, span), span.end - span.start);
  }
}
