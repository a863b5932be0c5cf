import type { DataSource } from 'typeorm';

/**
 * This database's name in a shared Redis: a random name made by its migration, so test runs and
 * deployments that share one Redis never see each other's keys.
 */
export async function databaseNamespace(db: DataSource): Promise<string> {
  const [row] = (await db.query(`SELECT namespace FROM leaderboard_index_namespace`)) as Array<{ namespace: string }>;
  if (!row) throw new Error('The Redis namespace is missing: run the migrations');
  return row.namespace;
}
