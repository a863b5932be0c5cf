/** An account's deletion, asked for and waiting for its grace period to end. */
export interface PendingDeletion {
  userId: number;
  requestedAt: Date;
  eraseAt: Date;
}

/** The deletion schedule, and the erasure carried out when a grace period ends. */
export interface AccountDeletionRepository {
  /** The account's deletion still waiting; null when none was asked for, it was cancelled, or it was carried out. */
  pendingFor(userId: number): Promise<PendingDeletion | null>;
  /**
   * Records the request. Until it is cancelled the account is off every leaderboard; the student's own
   * choice is kept and given back on cancelling.
   */
  schedule(deletion: PendingDeletion): Promise<void>;
  /** Drops the waiting request and gives the leaderboard choice back; false when none was waiting. */
  cancel(userId: number): Promise<boolean>;
  /** Ends every sign-in of the account: its refresh tokens and, with them, its access tokens. Answers the sign-ins (families) it ended. */
  endSessions(userId: number, at: Date): Promise<string[]>;
  /** Accounts whose grace period ended by `now`, the longest due first, at most `limit`. */
  dueBy(now: Date, limit: number): Promise<number[]>;
  /**
   * Erases what identifies the person (names, e-mail, password, profiles, avatar, free text they or
   * others wrote about them, messages, notifications, family links, sign-ins, class places) and anonymises the account row,
   * which money-like records (ledgers, enrollments, sponsorships, transfers) keep pointing at, so every
   * balance still equals its ledger. Marks the deletion carried out.
   */
  erase(userId: number, erasedName: string, now: Date): Promise<void>;
}
