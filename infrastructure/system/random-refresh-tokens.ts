import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RefreshTokenGenerator } from '../../application/ports/session-tokens.port';

export class RandomRefreshTokens implements RefreshTokenGenerator {
  constructor(private readonly secret: string) {}

  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  successorOf(token: string): string {
    return createHmac('sha256', this.secret).update(`refresh-successor:${token}`).digest('base64url');
  }
}
