import { storedHandout, storedVideoKey, type ContentData } from '../../domain/content/content-data';
import type { ContentType } from '../../domain/content/content-taxonomy';
import { PREVIEW_SECONDS } from '../../domain/content/preview';
import type { MediaAddresses } from './media-addresses';

/**
 * What a reader is shown of the files the product stores for a content, with signed addresses in
 * place of their keys:
 * - a stored video's `videoUrl`: the whole film for its teacher and enrolled students, its first 120
 *   seconds (cut by the server) for a preview;
 * - a document's `handout: { title, url }`: the whole PDF, to readers and to the preview of a free
 *   document; a paid document's preview never carries it.
 * Other content is shown as it is.
 */
export function withStoredMediaAddresses(
  addresses: MediaAddresses,
  content: { type: ContentType; contentData: unknown; paid: boolean },
  shown: ContentData,
  reader: { userId: number; preview: boolean },
): ContentData {
  const videoKey = storedVideoKey(content.type, content.contentData);
  if (videoKey) return { ...shown, videoUrl: addresses.addressOf(videoKey, { viewerId: reader.userId, cutSeconds: reader.preview ? PREVIEW_SECONDS : 0 }) };
  const handout = storedHandout(content.type, content.contentData);
  if (handout && !(reader.preview && content.paid)) {
    return { ...shown, handout: { title: handout.title, url: addresses.addressOf(handout.mediaKey, { viewerId: reader.userId, cutSeconds: 0 }) } };
  }
  return shown;
}
