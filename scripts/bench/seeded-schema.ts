import { Client } from 'pg';
import { openDataSource } from '../../infrastructure/persistence/open-data-source';

/** The sizes a seed was made with, kept in a table of their own so that --reuse can tell whether the schema fits. */
export interface SeedRecord {
  table: string;
  sizes: Record<string, number>;
}

/** Runs `work` with a client on the server (on `schema` first, then public, when given). */
export async function withClient<T>(url: string, schema: string | null, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema},public` } : {}) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the schema holds a seed of exactly the record's sizes. */
export async function seededAlready(url: string, schema: string, record: SeedRecord): Promise<boolean> {
  return withClient(url, null, async (client) => {
    const exists = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`, [schema, record.table]);
    if (exists.rowCount === 0) return false;
    const sizes = (await client.query(`SELECT ${Object.keys(record.sizes).join(', ')} FROM "${schema}".${record.table}`)).rows[0];
    return Object.entries(record.sizes).every(([name, size]) => sizes?.[name] === size);
  });
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, null, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}

/** Creates the schema's tables by running the migrations on it. */
export async function migrateSchema(url: string, schema: string): Promise<void> {
  const dataSource = await openDataSource(url, schema, 1);
  await dataSource.destroy();
}

/** The indexes of `tables` in the current schema that back no constraint: dropped for a bulk load and rebuilt after it. */
async function secondaryIndexes(client: Client, tables: readonly string[]): Promise<Array<{ name: string; definition: string }>> {
  const result = await client.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = current_schema()::regnamespace)`,
    [tables],
  );
  return result.rows;
}

/**
 * Seeds the (migrated, empty) schema: drops the secondary indexes of `bulkTables`, runs each
 * statement, rebuilds the indexes from their own definitions, records the sizes, then vacuums and
 * analyses `vacuumTables` (the seed rewrites whole tables; a running server's autovacuum would have
 * cleared the dead rows and set the visibility map long before). Logs each step and its time;
 * `check` then runs on the same client.
 */
/**
 * A bulk seed is not a change the Redis boards could miss (the app rebuilds them from the database on
 * start), so its rows skip the board outbox: a million queued refreshes would only slow the start.
 */
export const BOARD_OUTBOX_OFF: [string, string] = ['board outbox off', 'ALTER TABLE gaming_profiles DISABLE TRIGGER gaming_profiles_board_change'];
export const BOARD_OUTBOX_ON: [string, string] = ['board outbox on', 'ALTER TABLE gaming_profiles ENABLE TRIGGER gaming_profiles_board_change'];

export async function bulkSeed(
  url: string,
  schema: string,
  load: { bulkTables: readonly string[]; statements: Array<[string, string]>; record: SeedRecord; vacuumTables: readonly string[] },
  log: (line: string) => void,
  check: (client: Client) => Promise<void>,
): Promise<void> {
  await withClient(url, schema, async (client) => {
    const step = async (name: string, sql: string) => {
      const started = Date.now();
      await client.query(sql);
      log(`  seeded ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    const indexes = await secondaryIndexes(client, load.bulkTables);
    await step('index drop', indexes.map((index) => `DROP INDEX "${index.name}";`).join('\n') || 'SELECT 1');
    for (const [name, sql] of [BOARD_OUTBOX_OFF, ...load.statements, BOARD_OUTBOX_ON]) await step(name, sql);
    await step(`indexes (${indexes.length} rebuilt)`, indexes.map((index) => `${index.definition};`).join('\n') || 'SELECT 1');
    await step('seed record', `CREATE TABLE ${load.record.table} AS SELECT ${Object.entries(load.record.sizes).map(([name, size]) => `${size} AS ${name}`).join(', ')}`);
    await step('vacuum and statistics', `VACUUM (ANALYZE) ${load.vacuumTables.join(', ')}`);
    await check(client);
  });
}
