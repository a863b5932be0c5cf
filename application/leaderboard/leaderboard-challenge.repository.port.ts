import type { UserRole } from '../../domain/accounts/roles';

export interface NewChallenge {
  fromUserId: number;
  targetUserId: number;
  challengeType: string;
  message: string;
  createdAt: Date;
}

export interface ChallengeRecord extends NewChallenge {
  id: number;
}

/** The writes of one challenge, bound to the caller's transaction. */
export interface LeaderboardChallengeRepository {
  /** Locks the sender's account row for the rest of the transaction (always the first lock taken). */
  lockSender(userId: number): Promise<{ timeZone: string } | null>;
  target(userId: number): Promise<{ role: UserRole; onBoard: boolean } | null>;
  /**
   * Counts one more challenge sent on the sender's local date, unless `limit` were sent already:
   * answers the new count, or null when the limit was reached (nothing changes then).
   */
  countSent(userId: number, localDate: string, limit: number): Promise<number | null>;
  insert(challenge: NewChallenge): Promise<ChallengeRecord>;
}
