export interface VideoCodeRecord {
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use codes for the video courses app; only each code's digest is stored. */
export interface VideoCodeRepository {
  add(code: { digest: string; userId: number; expiresAt: Date }): Promise<void>;
  /** Finds a code by digest and locks it, so two exchanges of one code run one after the other. */
  findForUpdate(digest: string): Promise<VideoCodeRecord | null>;
  markUsed(digest: string, at: Date): Promise<void>;
}
