import { readEnvironment } from '../../config/environment';
import { connectDatabase } from '../database-connection';
import { openDataSource } from '../open-data-source';

/** Applies pending migrations to the configured database (the application also does so at start). */
async function migrate(): Promise<void> {
  const environment = readEnvironment();
  const database = await connectDatabase(environment);
  const dataSource = await openDataSource(database.url, environment.databaseSchema, 1);
  const applied: Array<{ name: string }> = await dataSource.query(`SELECT name FROM schema_migrations ORDER BY id`);
  console.log(`Schema is current: ${applied.map((migration) => migration.name).join(', ')}`);
  await dataSource.destroy();
  await database.stop();
}

void migrate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
