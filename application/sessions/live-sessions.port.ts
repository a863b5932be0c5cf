/**
 * Where an access token's sign-in stands, checked on every request, so ending a sign-in ends its
 * tokens at once. 'ended': logout, a detected replay, or the account was blocked or closed.
 * 'closing': the account waits for its deletion; the sign-in may only keep the account (or read and
 * export it) until then.
 */
export type SessionStanding = 'live' | 'closing' | 'ended';

export interface LiveSessions {
  standing(sessionId: string, userId: number): Promise<SessionStanding>;
}
