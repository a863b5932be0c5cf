import { join } from 'node:path';
import { readEnvironment } from '../../config/environment';
import { FolderMediaStore } from '../../media/folder-media-store';
import { Argon2PasswordHasher } from '../../system/argon2-password-hasher';
import { connectDatabase } from '../database-connection';
import { storeMissingDemoFilms } from '../seed/demo-films';
import { clearDatabase, seedDemoSchool } from '../seed/demo-school';
import { openDataSource } from '../open-data-source';

/** Resets the configured database to the demo school, and makes the demo films its store lacks. */
async function seed(): Promise<void> {
  const environment = readEnvironment();
  const database = await connectDatabase(environment);
  const dataSource = await openDataSource(database.url, environment.databaseSchema, 1);
  await clearDatabase(dataSource);
  await seedDemoSchool(dataSource, new Argon2PasswordHasher());
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  const films = await storeMissingDemoFilms(new FolderMediaStore(join(environment.dataDir, 'media')));
  console.log(`The demo school is ready: ${count} accounts${films > 0 ? `, ${films} demo films made` : ''}.`);
  await dataSource.destroy();
  await database.stop();
}

void seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
