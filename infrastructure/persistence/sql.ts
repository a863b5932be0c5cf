import type { StatementNames } from './statement-names';

type QueryResult = { rows: unknown[]; rowCount: number | null };

/** The socket under a pg connection; absent on the pool. */
type Corkable = { connection?: { stream?: { cork(): void; uncork(): void } } };

/** Anything that answers a parameterised statement: a pooled connection or the pool itself. */
export interface Queryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<QueryResult>;
}

/**
 * A thin, explicit SQL runner over one connection (a transaction) or the pool (single reads).
 *
 * On a pipelined connection, statements go out without waiting for the answers before them, and
 * PostgreSQL still runs them in order. `send` uses that for writes whose answer nobody needs at
 * once: they travel with the next statement instead of costing a round trip each, and `settle`
 * reports their outcome before the transaction commits. The statements of one turn of the event
 * loop leave in one write to the socket. Without pipelining, statements are queued here and run
 * one after another, with the same results.
 */
export class Sql {
  private queue: Promise<unknown> = Promise.resolve();
  private sent: Array<Promise<unknown>> = [];
  private failure: unknown = null;
  private corked = false;

  constructor(
    private readonly target: Queryable,
    private readonly names: StatementNames,
    private readonly pipelined = false,
  ) {}

  async rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.run(text, params)).rows as T[];
  }

  async one<T>(text: string, params: unknown[] = []): Promise<T | null> {
    const [first] = await this.rows<T>(text, params);
    return first ?? null;
  }

  /** Runs a statement and answers how many rows it changed. */
  async execute(text: string, params: unknown[] = []): Promise<number> {
    const result = await this.run(text, params);
    return result.rowCount ?? result.rows.length;
  }

  /**
   * Sends a write without waiting for its answer; `settle` tells how it went. `failed` turns the
   * statement's error into the one to report (a unique key refusing a row into a domain error).
   */
  send(text: string, params: unknown[] = [], failed?: (error: unknown) => unknown): void {
    this.sent.push(
      this.run(text, params).catch((error: unknown) => {
        this.failure ??= failed ? failed(error) : error;
      }),
    );
  }

  /** Waits for every statement sent; throws the first failure among them. */
  async settle(): Promise<void> {
    const failure = await this.firstFailure();
    if (failure) throw failure;
  }

  /**
   * The first failure of a sent write, if any. A statement that follows a failed one in a transaction
   * only reports that the transaction was aborted; this is the cause worth telling.
   */
  async firstFailure(): Promise<unknown> {
    await Promise.all(this.sent.splice(0));
    return this.failure;
  }

  private run(text: string, values: unknown[]): Promise<QueryResult> {
    const query = { name: this.names.nameOf(text), text, values };
    if (this.pipelined) {
      this.corkForThisTurn();
      return this.target.query(query);
    }
    const result = this.queue.then(() => this.target.query(query));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private corkForThisTurn(): void {
    const stream = (this.target as Corkable).connection?.stream;
    if (!stream || this.corked) return;
    this.corked = true;
    stream.cork();
    process.nextTick(() => {
      this.corked = false;
      stream.uncork();
    });
  }
}
