export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Verifies against a fixed dummy hash so an unknown account costs the same time as a known one. */
  verifyDummy(password: string): Promise<void>;
}
