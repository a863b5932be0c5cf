import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the web's generated API types live, from the repository's root (committed; refreshed by `npm run api:types`). */
export const API_TYPES_PATH = 'web/src/api/schema.ts';

const HEADER = `/**
 * Generated from the API's OpenAPI document (GET /api/docs-json) by openapi-typescript.
 * Do not edit: change the API's DTO classes and run \`npm run api:types\`.
 */

`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same object with its keys sorted, so the order of modules and decorators cannot move the output. */
function sortedKeys<T>(value: T | undefined): T | undefined {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]])) as T;
}

/**
 * The document with a stable order: paths, each path's methods, and the component maps sorted by
 * name. A schema's properties keep the order of their DTO class (its fields as written).
 */
export function canonicalDocument(document: object): OpenAPI3 {
  const copy = JSON.parse(JSON.stringify(document)) as Record<string, Json>;
  const paths = isObject(copy.paths) ? copy.paths : {};
  copy.paths = sortedKeys(Object.fromEntries(Object.entries(paths).map(([path, methods]) => [path, sortedKeys(methods)!])))!;
  if (isObject(copy.components)) {
    copy.components = Object.fromEntries(Object.entries(copy.components).map(([kind, entries]) => [kind, sortedKeys(entries)!]));
    copy.components = sortedKeys(copy.components)!;
  }
  return copy as unknown as OpenAPI3;
}

/** The TypeScript source of web/src/api/schema.ts for an OpenAPI document. Same document, same text. */
export async function apiTypesSource(document: object): Promise<string> {
  // defaultNonNullable off: a request field with a default (a wishlist item's priority) stays optional.
  const ast = await openapiTS(canonicalDocument(document), { silent: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}
