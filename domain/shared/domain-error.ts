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
   * The problem of each form field, as codes; an error that gives these and no `fields` leaves its
   * words (the fields' and its message) to the API, which writes them from the codes.
   */
  readonly problems?: FieldProblems;

  constructor(message: string, fields?: Record<string, string>, problems?: FieldProblems) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
    this.problems = problems;
  }
}
