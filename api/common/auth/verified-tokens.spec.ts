import { VerifiedTokens } from './verified-tokens';

describe('verified access tokens', () => {
  const exp = 1_900_000_000; // seconds, as in a token

  it('answers the claims of a token until the second it expires, then forgets it', () => {
    const tokens = new VerifiedTokens<{ exp: number; sub: string }>();
    tokens.remember('a.b.c', { exp, sub: '7' });
    expect(tokens.claimsOf('a.b.c', exp * 1000 - 1)).toEqual({ exp, sub: '7' });
    expect(tokens.claimsOf('a.b.d', exp * 1000 - 1)).toBeNull();
    expect(tokens.claimsOf('a.b.c', exp * 1000)).toBeNull();
    expect(tokens.claimsOf('a.b.c', exp * 1000 - 1)).toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens<{ exp: number }>(2);
    for (const token of ['one', 'two', 'three']) tokens.remember(token, { exp });
    expect(['one', 'two', 'three'].map((token) => tokens.claimsOf(token, 0) !== null)).toEqual([false, true, true]);
  });
});
