import request from 'supertest';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { cookiesSet } from './csrf-pair';

/** A browser-like client: keeps cookies, echoes the CSRF cookie, sends the device headers and the bearer token. */
export class ApiClient {
  readonly agent: ReturnType<typeof request.agent>;
  jwt: string | null = null;
  csrf: string | null = null;
  /** The CSRF cookies (the token and its secret), for requests made outside the agent. */
  csrfCookies: string[] = [];

  constructor(app: NestFastifyApplication) {
    this.agent = request.agent(app.getHttpServer());
  }

  async start(): Promise<this> {
    const response = await this.agent.get('/api/csrf').expect(200);
    this.csrf = response.body.csrfToken;
    this.csrfCookies = cookiesSet(response);
    return this;
  }

  private headers(withToken: boolean): Record<string, string> {
    return {
      'x-device-id': 'test-device',
      'x-device-type': 'desktop',
      ...(this.csrf ? { 'X-CSRF-Token': this.csrf } : {}),
      ...(withToken && this.jwt ? { Authorization: `Bearer ${this.jwt}` } : {}),
    };
  }

  get(path: string) {
    return this.agent.get(path).set(this.headers(true));
  }

  post(path: string, body?: object) {
    const call = this.agent.post(path).set(this.headers(true));
    return body === undefined ? call : call.send(body);
  }

  put(path: string, body?: object) {
    return this.agent.put(path).set(this.headers(true)).send(body ?? {});
  }

  delete(path: string) {
    return this.agent.delete(path).set(this.headers(true));
  }

  async register(overrides: Record<string, unknown> = {}) {
    const account = newAccount(overrides);
    const response = await this.post('/api/auth/local/register', account);
    if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${JSON.stringify(response.body)}`);
    this.jwt = response.body.jwt;
    return { ...account, user: response.body.user as { id: number; username: string; userRole: string } };
  }
}

export const STRONG_PASSWORD = 'Secret123!';

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 30);
}

export function newAccount(overrides: Record<string, unknown> = {}) {
  const username = (overrides.username as string) ?? uniqueName();
  return {
    username,
    email: `${username}@example.org`,
    password: STRONG_PASSWORD,
    userRole: 'student',
    firstName: 'Test',
    lastName: 'Learner',
    timeZone: 'UTC',
    ...overrides,
  };
}

export async function signedInClient(app: NestFastifyApplication, overrides: Record<string, unknown> = {}) {
  const client = await new ApiClient(app).start();
  const account = await client.register(overrides);
  return { client, account };
}
