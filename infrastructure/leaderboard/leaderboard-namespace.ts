import type { DataSource } from 'typeorm';
import { databaseNamespace } from '../persistence/database-namespace';

/** The key prefix of this database's boards in a shared Redis. */
export async function leaderboardNamespace(db: DataSource): Promise<string> {
  return `ql:lb:v2:${await databaseNamespace(db)}`;
}
