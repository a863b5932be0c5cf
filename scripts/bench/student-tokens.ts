import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRole } from '../../domain/accounts/roles';

/** Access tokens for users of one role by id, signed with the benchmark app's secret and minted once each, each its own sign-in. */
export function accessTokens(secret: string, role: UserRole): (id: number) => string {
  const tokens = new Map<number, string>();
  return (id) => {
    let minted = tokens.get(id);
    if (!minted) tokens.set(id, (minted = jwt.sign({ sub: String(id), role, typ: 'access', sid: randomUUID() }, secret, { algorithm: 'HS256', expiresIn: 3600 })));
    return minted;
  };
}

/** Access tokens for students by id. */
export function studentTokens(secret: string): (id: number) => string {
  return accessTokens(secret, 'student');
}
