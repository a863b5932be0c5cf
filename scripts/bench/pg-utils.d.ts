/** The driver's own conversion of a parameter to the text it sends (the package's types omit it). */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
