import request from 'supertest';
import type { Server } from 'node:http';

/** What GET /api/csrf gives a browser: the token to echo in X-CSRF-Token, and the cookies (the token and its secret) to send back. */
export interface CsrfPair {
  token: string;
  cookies: string[];
}

/** The `name=value` part of each cookie an answer sets. */
export function cookiesSet(response: request.Response): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
}

export async function fetchCsrf(server: Server): Promise<CsrfPair> {
  const response = await request(server).get('/api/csrf').expect(200);
  return { token: response.body.csrfToken as string, cookies: cookiesSet(response) };
}
