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

/** Connects, and applies pending migrations, so a started application always has the current schema. */
export async function openDataSource(url: string, schema: string | null, poolSize = 10, pipeline = false): Promise<DataSource> {
  if (schema) await ensureSchema(url, schema);
  const dataSource = new DataSource(dataSourceOptions(url, schema, poolSize, pipeline));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
