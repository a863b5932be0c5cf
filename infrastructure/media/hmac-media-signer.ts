import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MediaSigner } from '../../application/media/media-signer.port';

/** Sets the media key apart from every other key derived from the same secret. */
const LABEL = 'questlearn/media-addresses/v1';

/**
 * HMAC-SHA256 with a key derived (HKDF) from the access-token signing secret: every instance already
 * shares that secret, and a media signature reveals nothing that could sign an access token.
 */
export class HmacMediaSigner implements MediaSigner {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', signingSecret, '', LABEL, 32));
  }

  sign(grant: string): string {
    return createHmac('sha256', this.key).update(grant).digest('hex');
  }

  signed(grant: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
