/**
 * Where an access token's sign-in stands, checked on every request, so ending a sign-in ends its
 * tokens at once. 'ended': logout, a detected replay, or the account was blocked or closed.
 * 'closing': the account waits for its deletion; the sign-in may only keep the account (or read and
 * export it) until then.
 */
export type SessionStanding = 'live' | 'closing' | 'ended';

/**
 * The record every request's sign-in is checked against. The database is its truth; a copy kept
 * elsewhere (Redis) is told of each change once the transaction that made it has committed. Telling
 * never fails the command: a change the copy could not take is taken from the database again before
 * the copy is trusted.
 */
export interface LiveSessions {
  standing(sessionId: string, userId: number): Promise<SessionStanding>;
  /** These sign-ins were ended (logout, a detected replay, a password change, a deletion request): committed already. */
  ended(sessionIds: readonly string[]): Promise<void>;
  /** Whether the account may be signed in changed (its deletion was asked for, cancelled or carried out): committed already. */
  accountChanged(userId: number): Promise<void>;
}
