import { join } from 'node:path';
import type { Environment } from '../config/environment';
import { startEmbeddedDatabase, type RunningDatabase } from './embedded-database';

/** The server of DATABASE_URL, or the embedded database kept in the data folder. */
export async function connectDatabase(environment: Environment): Promise<RunningDatabase> {
  if (environment.databaseUrl) return { url: environment.databaseUrl, stop: async () => {} };
  return startEmbeddedDatabase(join(environment.dataDir, 'pglite'));
}
