/**
 * Checks an answer against the API document: every documented field there, of its type, null only
 * where nullable, and no field the document does not name (the same check as documented-answers).
 */

export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
}

export interface ApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json'?: { schema?: Schema } } }> }>>;
  components: { schemas: Record<string, Schema> };
}

export type Method = 'get' | 'post' | 'put' | 'delete';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where `value` departs from `schema`: one line per difference, none when it conforms. */
export function departures(document: ApiDocument, schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref) return departures(document, document.components.schemas[schema.$ref.split('/').pop()!], value, at);
  if (value === null) return schema.nullable ? [] : [`${at} is null, which the document does not allow`];
  if (schema.allOf) return schema.allOf.flatMap((part) => departures(document, part, value, at));
  if (schema.enum && !schema.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of ${schema.enum.join(', ')}`];
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [`${at} should be a string: ${JSON.stringify(value)}`];
      if (schema.format === 'date-time' && !ISO_TIME.test(value)) return [`${at} should be a date-time: ${value}`];
      if (schema.format === 'date' && !LOCAL_DATE.test(value)) return [`${at} should be a date: ${value}`];
      return [];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} should be a whole number: ${JSON.stringify(value)}`];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${at} should be a number: ${JSON.stringify(value)}`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at} should be true or false: ${JSON.stringify(value)}`];
    case 'array':
      if (!Array.isArray(value)) return [`${at} should be a list: ${JSON.stringify(value)}`];
      return value.flatMap((item, index) => departures(document, schema.items!, item, `${at}[${index}]`));
    case 'object':
    case undefined: {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at} should be an object: ${JSON.stringify(value)}`];
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      const missing = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key} is missing`);
      const checked = Object.entries(record).flatMap(([key, item]) => {
        if (key in properties) return departures(document, properties[key], item, `${at}.${key}`);
        if (typeof schema.additionalProperties === 'object') return departures(document, schema.additionalProperties, item, `${at}[${JSON.stringify(key)}]`);
        if (schema.additionalProperties === true) return []; // a free-form object: any further field, of any type
        return [`${at}.${key} is not in the document`];
      });
      return [...missing, ...checked];
    }
  }
}
