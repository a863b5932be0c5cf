import { DataSource } from 'typeorm';
import { Client } from 'pg';
import { dataSourceOptions } from './database-options';

/** Creates the schema when a run asks for its own, so test runs never touch each other's tables. */
async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` while holding the database's preparation lock (a session advisory lock on a connection
 * of its own, named after the schema), so instances started together migrate and seed one at a time.
 */
export async function whilePreparing<T>(url: string, schema: string | null, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const lock = `hashtext('questlearn:prepare:${(schema ?? '').replace(/'/g, "''")}')`;
  try {
    await client.query(`SELECT pg_advisory_lock(${lock})`);
    return await work();
  } finally {
    // The embedded database serves every connection from one session: unlock rather than rely on the session ending.
    await client.query(`SELECT pg_advisory_unlock(${lock})`).catch(() => undefined);
    await client.end();
  }
}

/**
 * Connects and, unless told the schema is current already, applies pending migrations, so a started
 * application always has the current schema.
 */
export async function openDataSource(url: string, schema: string | null, poolSize = 10, pipeline = false, migrate = true): Promise<DataSource> {
  if (schema) await ensureSchema(url, schema);
  const dataSource = new DataSource(dataSourceOptions(url, schema, poolSize, pipeline));
  await dataSource.initialize();
  if (migrate) await whilePreparing(url, schema, () => dataSource.runMigrations({ transaction: 'each' }));
  return dataSource;
}
