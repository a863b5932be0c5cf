import { servedSpan, type ByteSpan, type RangeRequest } from '../../domain/media/byte-spans';
import type { MediaAddresses, SignedMediaAddress } from './media-addresses';
import type { MediaStore } from './media-store.port';
import { MediaAddressInvalidError } from './media.errors';
import type { PreviewCuts } from './preview-cuts';

export interface MediaAnswer {
  /** A range was asked for and is answered (206); otherwise all the address allows from the start (200). */
  partial: boolean;
  contentType: string;
  fileSize: number;
  span: ByteSpan;
  /** How long the address stays valid, so no cache keeps the answer longer. */
  secondsLeft: number;
  body: AsyncIterable<Uint8Array>;
}

/**
 * Serves a stored file at a signed address: after the signature and the expiry, the bytes the
 * address allows (the whole file, or a preview's cut), a range of them when one is asked for.
 */
export class ServeMediaUseCase {
  constructor(
    private readonly store: MediaStore,
    private readonly addresses: MediaAddresses,
    private readonly cuts: PreviewCuts,
  ) {}

  async execute(command: { address: SignedMediaAddress; range: RangeRequest | null }): Promise<MediaAnswer> {
    const { address, range } = command;
    const secondsLeft = this.addresses.secondsLeft(address);
    const file = await this.store.stat(address.key);
    if (!file) throw new MediaAddressInvalidError();
    const allowed = address.cut === 0 ? [{ start: 0, end: file.size }] : await this.cuts.allowedSpans(address.key, file, address.cut);
    const span = range ? servedSpan(range, allowed, file.size) : allowed[0];
    return { partial: range !== null, contentType: file.contentType, fileSize: file.size, span, secondsLeft, body: this.store.read(address.key, span) };
  }
}
