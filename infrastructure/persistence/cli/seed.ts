import { readEnvironment } from '../../config/environment';
import { Argon2PasswordHasher } from '../../system/argon2-password-hasher';
import { connectDatabase } from '../database-connection';
import { clearDatabase, seedDemoSchool } from '../seed/demo-school';
import { openDataSource } from '../open-data-source';

/** Resets the configured database to the demo school. */
async function seed(): Promise<void> {
  const environment = readEnvironment();
  const database = await connectDatabase(environment);
  const dataSource = await openDataSource(database.url, environment.databaseSchema, 1);
  await clearDatabase(dataSource);
  await seedDemoSchool(dataSource, new Argon2PasswordHasher());
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  console.log(`The demo school is ready: ${count} accounts.`);
  await dataSource.destroy();
  await database.stop();
}

void seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
