import { storedVideoKey, type ContentData } from '../../domain/content/content-data';
import type { ContentType } from '../../domain/content/content-taxonomy';
import { PREVIEW_SECONDS } from '../../domain/content/preview';
import type { MediaAddresses } from './media-addresses';

/**
 * What a reader is shown of a video the product stores: the shown data with a signed address of the
 * file, whole for its teacher and enrolled students, its first 120 seconds (cut by the server) for
 * a preview. Other content is shown as it is.
 */
export function withStoredVideoAddress(
  addresses: MediaAddresses,
  content: { type: ContentType; contentData: unknown },
  shown: ContentData,
  reader: { userId: number; preview: boolean },
): ContentData {
  const key = storedVideoKey(content.type, content.contentData);
  if (!key) return shown;
  return { ...shown, videoUrl: addresses.addressOf(key, { viewerId: reader.userId, cutSeconds: reader.preview ? PREVIEW_SECONDS : 0 }) };
}
