import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_TYPES_PATH, apiTypesSource } from './api-types/api-types';
import { previewApiDocument } from './api-types/preview-document';

/** npm run api:types (from the repository's root): writes web/src/api/schema.ts from the API document of the real AppModule. */
async function main(): Promise<void> {
  const source = await apiTypesSource(await previewApiDocument());
  writeFileSync(resolve(API_TYPES_PATH), source);
  console.log(`Wrote ${API_TYPES_PATH} (${source.split('\n').length} lines)`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
