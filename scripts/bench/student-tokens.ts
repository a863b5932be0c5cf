import jwt from 'jsonwebtoken';

/** Access tokens for students by id, signed with the benchmark app's secret and minted once each. */
export function studentTokens(secret: string): (id: number) => string {
  const tokens = new Map<number, string>();
  return (id) => {
    let minted = tokens.get(id);
    if (!minted) tokens.set(id, (minted = jwt.sign({ sub: String(id), role: 'student', typ: 'access' }, secret, { algorithm: 'HS256', expiresIn: 3600 })));
    return minted;
  };
}
