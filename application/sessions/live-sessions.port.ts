/** Whether an access token's sign-in still stands: checked on every request, so ending a sign-in ends its tokens at once. */
export interface LiveSessions {
  /** False once the sign-in was ended (logout, a detected replay) or the account was blocked or closed. */
  isLive(sessionId: string, userId: number): Promise<boolean>;
}
