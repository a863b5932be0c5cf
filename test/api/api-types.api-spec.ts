import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_TYPES_PATH, apiTypesSource, canonicalDocument } from '../../scripts/api-types/api-types';
import { previewApiDocument } from '../../scripts/api-types/preview-document';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The web's API types (web/src/api/schema.ts) are generated from the document the running API serves;
 * a DTO changed without regenerating them fails here.
 */
describe('the web API types generated from the OpenAPI document', () => {
  let t: TestApp;
  let served: object;

  beforeAll(async () => {
    t = await createTestApp();
    served = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as object;
  });
  afterAll(() => t.close());

  it(`${API_TYPES_PATH} is what the served document generates`, async () => {
    const committed = readFileSync(join(__dirname, '..', '..', API_TYPES_PATH), 'utf8');
    const generated = await apiTypesSource(served);
    if (committed !== generated) {
      const committedLines = committed.split('\n');
      const generatedLines = generated.split('\n');
      const line = generatedLines.findIndex((text, index) => text !== committedLines[index]);
      throw new Error(
        `${API_TYPES_PATH} is stale: run npm run api:types (and commit it).\n` +
          `First difference at line ${line + 1}:\n  committed: ${committedLines[line] ?? '(end of file)'}\n  generated: ${generatedLines[line] ?? '(end of file)'}`,
      );
    }
  });

  it('npm run api:types reads the same document without a database (Nest preview mode)', async () => {
    expect(canonicalDocument(await previewApiDocument())).toEqual(canonicalDocument(served));
  });

  it('every operation documents its success answer, so the generated types cover every call', () => {
    const { paths } = served as { paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>> };
    const without = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !Object.entries(operation.responses).some(([status, answer]) => /^2/.test(status) && answer.content))
        .map(([method]) => `${method} ${path}`),
    );
    expect(without).toEqual([]);
  });

  it('generates the same text twice (stable order)', async () => {
    const shuffled = { ...served, paths: Object.fromEntries(Object.entries((served as { paths: object }).paths).reverse()) };
    expect(await apiTypesSource(shuffled)).toBe(await apiTypesSource(served));
  });
});
