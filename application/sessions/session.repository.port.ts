export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: number;
  persistent: boolean;
  expiresAt: Date;
  familyExpiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewRefreshToken {
  familyId: string | null;
  userId: number;
  tokenDigest: string;
  persistent: boolean;
  deviceId: string | null;
  deviceType: string | null;
  expiresAt: Date;
  familyExpiresAt: Date;
}

export interface SessionRepository {
  /** Finds a refresh token by digest, without a lock. */
  find(tokenDigest: string): Promise<RefreshTokenRecord | null>;
  /** Finds a refresh token by digest and locks it, so two refreshes with one token run one after the other. */
  findForUpdate(tokenDigest: string): Promise<RefreshTokenRecord | null>;
  /** Stores a token; a null familyId starts a new family. Answers the family id. */
  add(token: NewRefreshToken): Promise<string>;
  markUsed(id: string, at: Date): Promise<void>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /**
   * Revokes every live family of the user but `keptFamilyId`; answers how many sign-ins it ended and
   * the id of every family it revoked a token of.
   */
  /** Revokes every live family of the user; answers the id of every family it revoked a token of. */
  revokeAllFamilies(userId: number, at: Date): Promise<string[]>;
  revokeOtherFamilies(userId: number, keptFamilyId: string, at: Date): Promise<{ ended: number; familyIds: string[] }>;
}
