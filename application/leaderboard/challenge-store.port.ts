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

/** The writes of one challenge, bound to one database transaction. */
export interface ChallengeTransaction {
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

export interface ChallengeStore {
  /** Runs the work in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: ChallengeTransaction) => Promise<T>): Promise<T>;
}
