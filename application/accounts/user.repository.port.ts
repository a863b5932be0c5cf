import type { NewUser, UserProfiles, UserRecord } from './user.record';

export interface UserRepository {
  findById(id: number): Promise<UserRecord | null>;
  /** Locks the user row for the rest of the transaction (always lock it before anything else). */
  getForUpdate(id: number): Promise<UserRecord | null>;
  findByIdentifier(identifier: string): Promise<UserRecord | null>;
  /** The account whose e-mail this is, compared without case. */
  findByEmail(email: string): Promise<UserRecord | null>;
  usernameOrEmailTaken(username: string, email: string): Promise<boolean>;
  /** Creates the user with its role profile (and, for students, the game profile and counters). */
  create(user: NewUser): Promise<UserRecord>;
  profilesOf(user: UserRecord): Promise<UserProfiles>;
  setTimeZone(id: number, timeZone: string, changedAt: Date): Promise<void>;
  /** Sets the new hash only while the stored one is still `expected`; false when it was not. */
  replacePasswordHash(id: number, expected: string, replacement: string): Promise<boolean>;
}
