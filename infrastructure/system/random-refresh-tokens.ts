import { createHash, randomBytes } from 'node:crypto';
import type { RefreshTokenGenerator } from '../../application/ports/session-tokens.port';

export class RandomRefreshTokens implements RefreshTokenGenerator {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
