import type { DataSource } from 'typeorm';

/** The key prefix of this database's boards in a shared Redis: a random name made by its migration. */
export async function leaderboardNamespace(db: DataSource): Promise<string> {
  const [row] = (await db.query(`SELECT namespace FROM leaderboard_index_namespace`)) as Array<{ namespace: string }>;
  if (!row) throw new Error('The leaderboard namespace is missing: run the migrations');
  return `ql:lb:v1:${row.namespace}`;
}
