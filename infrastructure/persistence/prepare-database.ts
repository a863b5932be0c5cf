import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../../application/ports/password-hasher.port';
import type { Environment } from '../config/environment';
import { Argon2PasswordHasher } from '../system/argon2-password-hasher';
import { openDataSource, whilePreparing } from './open-data-source';
import { seedDemoSchoolIfEmpty } from './seed/demo-school';
import { syncItemCatalogue } from './seed/item-catalogue';

export interface Preparation {
  url: string;
  schema: string | null;
  hasher: PasswordHasher;
  seedDemoSchool: boolean;
}

/**
 * Brings a database up to date before it serves: pending migrations, the item catalogue, and the demo
 * school when the database is empty and that is asked for. Instances started together take turns
 * (whilePreparing), so none migrates or seeds what another is migrating or seeding.
 */
export async function prepareDatabase(dataSource: DataSource, preparation: Preparation): Promise<void> {
  await whilePreparing(preparation.url, preparation.schema, async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.transaction((manager) => syncItemCatalogue(manager));
    if (preparation.seedDemoSchool) await seedDemoSchoolIfEmpty(dataSource, preparation.hasher);
  });
}

/** Prepares the database once for a cluster's workers, which then skip it (see InfrastructureOptions.databasePrepared). */
export async function prepareDatabaseAt(url: string, environment: Environment): Promise<void> {
  const dataSource = await openDataSource(url, environment.databaseSchema, 1, false, false);
  try {
    await prepareDatabase(dataSource, { url, schema: environment.databaseSchema, hasher: new Argon2PasswordHasher(), seedDemoSchool: environment.seedDemoSchool });
  } finally {
    await dataSource.destroy();
  }
}
