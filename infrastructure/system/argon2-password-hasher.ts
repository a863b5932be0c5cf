import { Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port';

/** How much an argon2id hash costs: memory in KiB and passes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** The OWASP baseline: 19 MiB of memory, 2 passes (one lane). */
export const OWASP_ARGON2_COST: Argon2Cost = { memoryCost: 19456, timeCost: 2 };

export class Argon2PasswordHasher implements PasswordHasher {
  private readonly options: Options;
  private dummyHash: Promise<string> | null = null;

  constructor(cost: Argon2Cost = OWASP_ARGON2_COST) {
    this.options = { algorithm: Algorithm.Argon2id, parallelism: 1, ...cost };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= hash('not-a-real-password-but-the-same-cost', this.options);
    await this.verify(await this.dummyHash, password);
  }
}
