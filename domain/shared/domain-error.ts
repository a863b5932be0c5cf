/**
 * A business rule was not met. `code` is a stable string the client may act on;
 * the API maps each code to an HTTP status in one place.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** Form fields the error is about, keyed by field name, when the error concerns input. */
  readonly fields?: Record<string, string>;

  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}
