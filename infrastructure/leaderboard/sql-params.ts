/** Numbered bind parameters for SQL assembled from parts. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}
