import type { Clock } from '../ports/clock.port';
import type { MediaSigner } from './media-signer.port';
import { MediaAddressExpiredError, MediaAddressInvalidError } from './media.errors';

/** Long enough for a player to start, short enough that a copied address soon stops working. */
export const MEDIA_ADDRESS_SECONDS = 5 * 60;

/** Where the API serves stored media: `/api/media/{key}?viewer&expires&cut&signature`. */
export const MEDIA_ROUTE = '/api/media';

/** What an address grants: one file, to one viewer, whole (cut 0) or its first `cut` seconds, until `expires` (unix seconds). */
export interface MediaGrant {
  key: string;
  viewer: number;
  expires: number;
  cut: number;
}

export interface SignedMediaAddress extends MediaGrant {
  signature: string;
}

const signedText = (grant: MediaGrant) => ['questlearn-media-address', grant.key, grant.viewer, grant.expires, grant.cut].join('\n');

/**
 * Short-lived signed addresses of stored media, bound to the viewer, the file and the cut: a
 * `<video>` element cannot send a bearer token, so the address itself is the permission.
 */
export class MediaAddresses {
  constructor(
    private readonly signer: MediaSigner,
    private readonly clock: Clock,
  ) {}

  addressOf(key: string, grant: { viewerId: number; cutSeconds: number }): string {
    const signed: MediaGrant = { key, viewer: grant.viewerId, expires: this.nowSeconds() + MEDIA_ADDRESS_SECONDS, cut: grant.cutSeconds };
    const query = new URLSearchParams({
      viewer: String(signed.viewer),
      expires: String(signed.expires),
      cut: String(signed.cut),
      signature: this.signer.sign(signedText(signed)),
    });
    return `${MEDIA_ROUTE}/${key}?${query}`;
  }

  /**
   * The seconds an address has left. One the server did not sign exactly as it stands is refused
   * first, so only a genuine address is ever told it expired.
   */
  secondsLeft(address: SignedMediaAddress): number {
    if (!this.signer.signed(signedText(address), address.signature)) throw new MediaAddressInvalidError();
    const left = address.expires - this.nowSeconds();
    if (left <= 0) throw new MediaAddressExpiredError();
    return left;
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
