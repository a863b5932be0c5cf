import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { Sql } from './sql';
import { StatementNames } from './statement-names';

/**
 * The application's way into PostgreSQL once the schema is migrated: transactions on a connection of
 * TypeORM's pool, and single reads on the pool (see Sql and StatementNames).
 */
export class SqlDatabase {
  private readonly pool: Pool;
  private readonly names: StatementNames;
  private readonly pipelined: boolean;
  private readonly readsOutsideTransactions: boolean;
  /** Reads that need no transaction, on whichever connection is free. */
  readonly reads: Sql;

  /** namedStatements: plan each statement once per connection (not on the embedded database). */
  constructor(dataSource: DataSource, options: { namedStatements: boolean }) {
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.pipelined = (this.pool as unknown as { options: { pipeline?: boolean } }).options.pipeline === true;
    this.names = new StatementNames(options.namedStatements);
    // On a server the pool gives each read a connection of its own, so nothing needs queueing. The
    // embedded database serves every connection from one session and keeps a connection's messages
    // together only inside a transaction, so there each read is a transaction of its own.
    this.readsOutsideTransactions = options.namedStatements;
    this.reads = options.namedStatements ? new Sql(this.pool, this.names, true) : new Sql({ query: (config) => this.readInTransaction(config) }, this.names);
  }

  /**
   * Hears the notifications that arrive on the application's own connections (on the embedded
   * database, those its own transactions sent: see EmbeddedLiveEvents).
   */
  onNotification(listener: (channel: string, payload: string) => void): void {
    const heard = new WeakSet<object>();
    const hear = (client: PoolClient) => {
      if (heard.has(client)) return;
      heard.add(client);
      client.on('notification', (message) => listener(message.channel, message.payload ?? ''));
    };
    this.pool.on('connect', hear);
    this.pool.on('acquire', hear);
  }

  private async readInTransaction(config: { text: string; values: unknown[] }) {
    const rows = await this.transaction((sql) => sql.rows(config.text, config.values));
    return { rows, rowCount: rows.length };
  }

  /**
   * Runs the work in one transaction: committed when it resolves, rolled back when it throws.
   * BEGIN travels with the work's first statement, and COMMIT with its last writes.
   */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const sql = new Sql(client, this.names, this.pipelined);
    let broken: Error | undefined;
    try {
      sql.send('BEGIN');
      const result = await work(sql);
      sql.send('COMMIT');
      await sql.settle();
      return result;
    } catch (error) {
      const cause = (await sql.firstFailure()) ?? error;
      broken = await rollBack(sql);
      throw cause;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs reads on one connection without BEGIN and COMMIT (one write to the socket and one answer
   * fewer): each statement sees what was committed when it runs. On the embedded database, which
   * keeps a connection's messages together only inside a transaction, it is a transaction.
   */
  async read<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    if (!this.readsOutsideTransactions) return this.transaction(work);
    const client = await this.pool.connect();
    const sql = new Sql(client, this.names, this.pipelined);
    try {
      // A statement still on its way when the work fails is answered before anything the
      // connection's next user sends: a connection answers in order.
      return await work(sql);
    } finally {
      client.release();
    }
  }
}

/** Rolls back, after anything still on its way; answers the error when the connection is unfit for reuse. */
async function rollBack(sql: Sql): Promise<Error | undefined> {
  try {
    await sql.execute('ROLLBACK');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
