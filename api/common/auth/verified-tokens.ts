/**
 * Access tokens whose signature has been checked, with their claims, so that a token sent again is
 * not verified again: that check is most of what a signed-in request costs before its own work. Only
 * a token that passed the whole check is kept, and never past its `exp`; whether its sign-in still
 * holds is asked on every request all the same. The oldest go first beyond `capacity`.
 */
export class VerifiedTokens<Claims extends { exp: number }> {
  private readonly claims = new Map<string, Claims>();

  constructor(private readonly capacity = 20_000) {}

  remember(token: string, claims: Claims): void {
    if (this.claims.size >= this.capacity) this.claims.delete(this.claims.keys().next().value!);
    this.claims.set(token, claims);
  }

  /** The claims of a token verified before, while it has not expired (as the full check counts it). */
  claimsOf(token: string, nowMs: number): Claims | null {
    const claims = this.claims.get(token);
    if (claims === undefined) return null;
    if (nowMs >= claims.exp * 1000) {
      this.claims.delete(token);
      return null;
    }
    return claims;
  }
}
