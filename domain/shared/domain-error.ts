import type { FieldProblems } from './field-problem';

/**
 * A business rule was not met. `code` is a stable string the client may act on;
 * the API maps each code to an HTTP status in one place.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** Form fields the error is about, keyed by field name, when the error concerns input. */
  readonly fields?: Record<string, string>;
  /**
   * The problem of each form field, as codes; the API writes these fields' words (and the error's
   * message, the first one's) from the codes. `fields` then word only other fields, if any.
   */
  readonly problems?: FieldProblems;

  constructor(message: string, fields?: Record<string, string>, problems?: FieldProblems) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
    this.problems = problems;
  }
}
