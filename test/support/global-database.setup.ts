import { randomBytes } from 'node:crypto';
import { startEmbeddedDatabase } from '../../infrastructure/persistence/embedded-database';
import type { DataSource } from 'typeorm';
import { databaseNamespace } from '../../infrastructure/persistence/database-namespace';
import { openDataSource } from '../../infrastructure/persistence/open-data-source';

/** Remembers the run's Redis namespace, so the teardown can remove what the run left in Redis. */
async function rememberNamespace(dataSource: DataSource): Promise<void> {
  (globalThis as Record<string, unknown>).__testRedisNamespace = await databaseNamespace(dataSource);
}

/**
 * One database per test run: a fresh schema on the server of DATABASE_URL, or else a fresh
 * in-memory embedded database. Migrations run once here; test files share it with unique data.
 */
export default async function setupTestDatabase(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    if (!/test/.test(new URL(serverUrl).pathname)) throw new Error('The test database name must contain "test"');
    const schema = `test_run_${Date.now()}_${randomBytes(3).toString('hex')}`;
    process.env.TEST_DATABASE_URL = serverUrl;
    process.env.TEST_DATABASE_SCHEMA = schema;
    process.env.TEST_DATABASE_KIND = 'postgresql';
    const dataSource = await openDataSource(serverUrl, schema, 2);
    await rememberNamespace(dataSource);
    await dataSource.destroy();
    (globalThis as Record<string, unknown>).__testDatabaseCleanup = async () => {
      const cleanup = await openDataSource(serverUrl, null, 1, false, false);
      await cleanup.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await cleanup.destroy();
    };
    return;
  }
  const embedded = await startEmbeddedDatabase(null, 60);
  process.env.TEST_DATABASE_URL = embedded.url;
  process.env.TEST_DATABASE_KIND = 'pglite';
  delete process.env.TEST_DATABASE_SCHEMA;
  const dataSource = await openDataSource(embedded.url, null, 2);
  await rememberNamespace(dataSource);
  await dataSource.destroy();
  (globalThis as Record<string, unknown>).__testDatabaseCleanup = () => embedded.stop();
}
