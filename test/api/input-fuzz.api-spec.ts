import request from 'supertest';
import { ApiClient, signedInClient } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Feeds every documented operation hostile input, property by property, as a caller the route is
 * for (so validation, not the role check, answers): wrong types, nulls, NUL characters, huge and
 * deeply nested values, numbers out of range, prototype keys, odd ids and odd query values. Whatever
 * the input, the answer is never a 5xx, never shows a stack trace, and every 4xx has a code and a message.
 */

type Role = 'student' | 'teacher' | 'parent' | 'sponsor';
const ROLES: Role[] = ['student', 'teacher', 'parent', 'sponsor'];

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface OperationDoc {
  'x-roles'?: Role[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface ApiDoc {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema> };
}

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  role: Role | null;
  body: Schema | null;
  query: string[];
}

const SKIPPED = new Set(['/api/docs', '/api/docs-json', '/api/docs-yaml']);

function resolve(document: ApiDoc, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(document, schema.allOf[0]);
  return schema;
}

/** A value the schema accepts as far as its type goes: the start every hostile variation changes one property of. */
function sample(document: ApiDoc, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return sample(document, schema.oneOf[0], depth);
  switch (schema.type) {
    case 'string':
      return schema.format === 'date' ? '2026-01-15' : 'fuzz';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(document, schema.items, depth + 1));
    default: {
      if (depth > 5) return {};
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? []) object[key] = sample(document, schema.properties?.[key], depth + 1);
      return object;
    }
  }
}

/** Every property of the body, nested ones as paths (data.title), each with its schema. */
function propertyPaths(document: ApiDoc, raw: Schema, prefix: string[] = [], depth = 0): string[][] {
  const schema = resolve(document, raw);
  if (depth > 4 || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, property]) => [[...prefix, key], ...propertyPaths(document, property, [...prefix, key], depth + 1)]);
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof cursor[key] !== 'object' || cursor[key] === null || Array.isArray(cursor[key])) cursor[key] = {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[path[path.length - 1]] = value;
  return copy;
}

const nested = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: nested(levels - 1) });

/** Hostile values for one body property: wrong types, null, NUL, huge, deep, out of range and fractional numbers. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['a number', 7],
  ['a string', 'seven'],
  ['a numeric string', '7'],
  ['an array', ['x', 1]],
  ['an object', { x: 1 }],
  ['an operator object', { $gt: '' }],
  ['null', null],
  ['a boolean', true],
  ['a NUL string', 'x\u0000y'],
  ['a 20,000-character string', 'x'.repeat(20_000)],
  ['50 levels of nesting', nested(50)],
  ['1e308', 1e308],
  ['2**53', 2 ** 53],
  ['-1', -1],
  ['a huge negative number', -1e308],
  ['a fraction', 1.5],
  ['zero', 0],
];

// A broken escape and an id past the router's 2,048-character limit are refused before any route runs.
const HOSTILE_IDS = ['0', '-1', '1.5', '0x1', '01', '1e0', '+1', '%201', '99999999999999999999', '%00', 'abc', "1'--", '%E0%A4%A', 'x'.repeat(3_000)];

const HOSTILE_QUERY: [string, (name: string) => string][] = [
  ['a NUL', (name) => `${name}=%00`],
  ['an 8,000-character value', (name) => `${name}=${'x'.repeat(8_000)}`],
  // Beyond Node's 16 KB limit for the request line: the HTTP server answers 431 before any route runs.
  ['a 20,000-character value', (name) => `${name}=${'x'.repeat(20_000)}`],
  ['an array', (name) => `${name}=1&${name}=2`],
  ['an object', (name) => `${name}[a]=1`],
  ['50 levels of nesting', (name) => `${name}${'[a]'.repeat(50)}=1`],
  ['1e308', (name) => `${name}=1e308`],
  ['2**53', (name) => `${name}=9007199254740992`],
  ['-1', (name) => `${name}=-1`],
  ['a fraction', (name) => `${name}=1.5`],
  ['a word', (name) => `${name}=abc`],
  ['nothing', (name) => `${name}=`],
  ['broken JSON', (name) => `${name}=%5B%22x%22`],
  ['a quote', (name) => `${name}=1'--`],
  ['a prototype key', (name) => `${name}[__proto__][polluted]=1`],
];

const STACK_TRACE = /\n\s+at |\s{2,}at \S+ \(|Error: [^"]*[/\\]\w+\.(ts|js)/;

function operationsOf(document: ApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (SKIPPED.has(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const roles = operation['x-roles'];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method as Operation['method'],
        path,
        role: operation.security ? (roles?.length ? roles[0] : 'student') : null,
        body: body ? resolve(document, body) : null,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      });
    }
  }
  return operations;
}

function send(client: ApiClient, method: string, path: string, body?: string) {
  const pending = (client.agent as unknown as Record<string, (path: string) => request.Test>)[method](path).set({
    'x-device-id': 'fuzz-device',
    'x-device-type': 'desktop',
    ...(client.csrf ? { 'X-CSRF-Token': client.csrf } : {}),
    ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}),
  });
  return body === undefined ? pending : pending.set('Content-Type', 'application/json').send(body);
}

// Thousands of requests per test: room for a busy machine, far below what a hung route would take.
jest.setTimeout(300_000);

describe('every documented route survives hostile input with a clear 4xx', () => {
  let t: TestApp;
  let document: ApiDoc;
  let operations: Operation[];
  let anonymous: ApiClient;
  const clients = {} as Record<Role, ApiClient>;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    operations = operationsOf(document);
    anonymous = await new ApiClient(t.app).start();
    for (const role of ROLES) clients[role] = (await signedInClient(t.app, { userRole: role })).client;
  });
  afterAll(() => t.close());

  const clientFor = (operation: Operation) => (operation.role ? clients[operation.role] : anonymous);
  const pathOf = (operation: Operation, value = '1') => operation.path.replace(/\{[^}]+\}/g, value);

  /** What is wrong with the answer, if anything. */
  function fault(response: request.Response): string | null {
    const text = response.text ?? '';
    if (response.status >= 500) return `answered ${response.status} ${text.slice(0, 200)}`;
    if (STACK_TRACE.test(text)) return `shows a stack trace: ${text.slice(0, 300)}`;
    if (response.status >= 400 && (typeof response.body?.code !== 'string' || typeof response.body?.message !== 'string' || typeof response.body?.error?.name !== 'string')) {
      return `answered ${response.status} without the API's error shape (code, message, error.name): ${text.slice(0, 200)}`;
    }
    return null;
  }

  it('finds bodies and query parameters to attack', () => {
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(30);
    expect(operations.filter((operation) => operation.query.length).length).toBeGreaterThan(5);
  });

  it('refuses hostile values in every body property', async () => {
    const faults: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      // Signing out and rotating the session are attacked in the auth tests; here they would end the caller's sign-in.
      if (operation.path === '/api/auth/logout' || operation.path === '/api/token/refresh') continue;
      const base = sample(document, operation.body!);
      for (const property of propertyPaths(document, operation.body!)) {
        for (const [label, value] of HOSTILE_VALUES) {
          const response = await send(clientFor(operation), operation.method, pathOf(operation), JSON.stringify(withValue(base, property, value)));
          const problem = fault(response);
          if (problem) faults.push(`${operation.method} ${operation.path} with ${property.join('.')} = ${label}: ${problem}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('ignores or refuses prototype keys in every body and is not polluted by them', async () => {
    const faults: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const base = JSON.stringify(sample(document, operation.body!));
      const rest = base === '{}' ? '}' : `,${base.slice(1)}`;
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        const raw = `{"${key}":{"polluted":true,"prototype":{"polluted":true}}${rest}`;
        const response = await send(clientFor(operation), operation.method, pathOf(operation), raw);
        const problem = fault(response);
        if (problem) faults.push(`${operation.method} ${operation.path} with a ${key} key: ${problem}`);
      }
    }
    expect(faults).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses hostile values in every query parameter', async () => {
    const faults: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.query.length)) {
      for (const name of operation.query) {
        for (const [label, query] of HOSTILE_QUERY) {
          const response = await send(clientFor(operation), operation.method, `${pathOf(operation)}?${query(name)}`);
          const problem = fault(response);
          if (problem) faults.push(`${operation.method} ${operation.path} with ${name} = ${label}: ${problem}`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses odd ids in every path parameter', async () => {
    const faults: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.path.includes('{'))) {
      const body = operation.body ? JSON.stringify(sample(document, operation.body)) : undefined;
      for (const id of HOSTILE_IDS) {
        const response = await send(clientFor(operation), operation.method, pathOf(operation, id), body);
        const problem = fault(response);
        if (problem) faults.push(`${operation.method} ${operation.path} with '${id.slice(0, 20)}': ${problem}`);
        else if (response.status < 400) faults.push(`${operation.method} ${operation.path} with '${id.slice(0, 20)}': accepted with ${response.status}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
