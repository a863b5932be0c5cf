function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
    return null;
  } catch {
    return null;
  }
}

/** A token is expired when its expiry claim (seconds) is in the past or cannot be read. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
