import type { RefreshTokenGenerator } from '../../ports/session-tokens.port';

/** Random codes and their digests: the same 32 random bytes and SHA-256 as the refresh tokens. */
export type CodeGenerator = Pick<RefreshTokenGenerator, 'generate' | 'digest'>;
