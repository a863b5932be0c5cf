import request from 'supertest';
import { ApiClient, signedInClient } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Attacks every route of the API document: no token, every wrong role, malformed path parameters
 * and hostile bodies. Whatever the route, the answer is a 4xx with a code and a message, never a
 * 500. Routes added later are covered as soon as they appear in the document.
 */

type Role = 'student' | 'teacher' | 'parent' | 'sponsor';
const ROLES: Role[] = ['student', 'teacher', 'parent', 'sponsor'];

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  roles: Role[] | null;
  bodyFields: string[];
}

const SKIPPED = new Set(['/api/docs', '/api/docs-json', '/api/docs-yaml']);
/** Calls that end or replace the caller's own session: attacked separately in the auth tests. */
const SESSION_CALLS = new Set(['post /api/auth/logout', 'post /api/token/refresh', 'post /api/auth/logout-all']);

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, { 'x-roles'?: Role[]; security?: unknown[]; requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>>;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (SKIPPED.has(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (SESSION_CALLS.has(`${method} ${path}`)) continue;
      const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
      const schema = ref ? document.components?.schemas?.[ref.split('/').pop()!] : undefined;
      operations.push({
        method: method as Operation['method'],
        path,
        roles: operation.security ? (operation['x-roles']?.length ? operation['x-roles'] : ROLES) : null,
        bodyFields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

function call(client: ApiClient, operation: Operation, path: string, body?: unknown) {
  const pending = client.agent[operation.method](path).set({
    ...(client.csrf ? { 'X-CSRF-Token': client.csrf } : {}),
    ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}),
  });
  return body === undefined ? pending : pending.set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
}

function expectClearRefusal(response: request.Response, label: string, allowed: number[] = []) {
  const ok = response.status < 500 && (response.status >= 400 || allowed.includes(response.status));
  if (!ok) throw new Error(`${label}: answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  if (response.status >= 400) {
    expect(typeof response.body.code).toBe('string');
    expect(typeof response.body.message).toBe('string');
  }
}

// Hundreds of requests per test: room for a busy machine, far below what a hung route would take.
jest.setTimeout(240_000);

describe('every route of the API document refuses bad callers and bad input with a clear 4xx', () => {
  let t: TestApp;
  let operations: Operation[];
  const clients = {} as Record<Role, ApiClient>;

  beforeAll(async () => {
    t = await createTestApp();
    operations = await operationsOf(t);
    for (const role of ROLES) clients[role] = (await signedInClient(t.app, { userRole: role })).client;
  });
  afterAll(() => t.close());

  it('finds the routes of every feature in the document', () => {
    const paths = operations.map((operation) => operation.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/local', '/api/users/me', '/api/student/chest/daily', '/api/student/inventory/sell']));
    expect(operations.length).toBeGreaterThan(20);
  });

  it('answers 401 to a call without a token on every protected route', async () => {
    const anonymous = await new ApiClient(t.app).start();
    for (const operation of operations.filter((candidate) => candidate.roles)) {
      const response = await call(anonymous, operation, withParams(operation.path, '1'), operation.method === 'get' ? undefined : {});
      expect([`${operation.method} ${operation.path}`, response.status]).toEqual([`${operation.method} ${operation.path}`, 401]);
      expectClearRefusal(response, `${operation.method} ${operation.path} without a token`);
    }
  });

  it('answers 403 to every role a route is not for', async () => {
    for (const operation of operations.filter((candidate) => candidate.roles && candidate.roles.length < ROLES.length)) {
      for (const role of ROLES.filter((candidate) => !operation.roles!.includes(candidate))) {
        const response = await call(clients[role], operation, withParams(operation.path, '1'), operation.method === 'get' ? undefined : {});
        expect([`${operation.method} ${operation.path} as ${role}`, response.status]).toEqual([`${operation.method} ${operation.path} as ${role}`, 403]);
        expectClearRefusal(response, `${operation.method} ${operation.path} as ${role}`);
      }
    }
  });

  it('refuses malformed path parameters with a 4xx', async () => {
    for (const operation of operations.filter((candidate) => candidate.path.includes('{'))) {
      const client = clients[operation.roles?.[0] ?? 'student'];
      for (const value of ['abc', '0', '-1', '1.5', '99999999999', '%00', `${'9'.repeat(400)}`]) {
        const response = await call(client, operation, withParams(operation.path, value), operation.method === 'get' ? undefined : {});
        expectClearRefusal(response, `${operation.method} ${operation.path} with '${value}'`);
      }
    }
  });

  it('refuses hostile bodies on every route that takes one: NUL characters, deep nesting, nulls, wrong types, huge strings', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    for (const operation of operations.filter((candidate) => candidate.method !== 'get' && candidate.method !== 'delete')) {
      const client = clients[operation.roles?.[0] ?? 'student'];
      const path = withParams(operation.path, '1');
      const label = `${operation.method} ${operation.path}`;
      const nested = await call(client, operation, path, deep);
      if (operation.bodyFields.length > 0) expect([label, nested.status]).toEqual([label, 400]);
      else expectClearRefusal(nested, `${label} with a deep body it does not read`, [200, 201]);
      for (const field of operation.bodyFields) {
        const withNul = await call(client, operation, path, { [field]: 'x\u0000y' });
        expectClearRefusal(withNul, `${label} with a NUL in ${field}`);
        for (const value of [null, 12.5, -1, [], {}, { $gt: '' }, 'x'.repeat(100_000), true]) {
          const response = await call(client, operation, path, { [field]: value });
          expectClearRefusal(response, `${label} with ${field}=${JSON.stringify(value).slice(0, 20)}`, [200, 201]);
        }
      }
      for (const raw of ['not json', '[]', 'null', '"text"', '{"__proto__":{"admin":true}}']) {
        const response = await call(client, operation, path, raw);
        expectClearRefusal(response, `${label} with body ${raw}`, [200, 201]);
      }
    }
  });

  it('refuses a NUL character in any query string', async () => {
    for (const operation of operations.filter((candidate) => candidate.method === 'get')) {
      const client = clients[operation.roles?.[0] ?? 'student'];
      const response = await call(client, operation, `${withParams(operation.path, '1')}?q=%00`);
      expectClearRefusal(response, `GET ${operation.path}?q=%00`, [200]);
    }
  });
});
