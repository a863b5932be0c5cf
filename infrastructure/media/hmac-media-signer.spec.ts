import { createHmac } from 'node:crypto';
import { HmacMediaSigner } from './hmac-media-signer';

describe('media signatures', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
  const signer = new HmacMediaSigner(secret);

  it('recognises its own signature of a grant, and no other', () => {
    const signature = signer.sign('grant');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.signed('grant', signature)).toBe(true);
    expect(signer.signed('grant ', signature)).toBe(false);
    expect(signer.signed('grant', signature.toUpperCase())).toBe(false);
    expect(signer.signed('grant', signature.slice(1))).toBe(false);
    expect(new HmacMediaSigner(`${secret}!`).signed('grant', signature)).toBe(false);
  });

  it('signs with a key of its own, not the access-token secret itself', () => {
    expect(signer.sign('grant')).not.toBe(createHmac('sha256', secret).update('grant').digest('hex'));
  });
});
