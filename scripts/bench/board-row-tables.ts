import { withClient } from './seeded-schema';

/** The tables a board row is read from (sql-leaderboard-queries.ts), which a server keeps in memory. */
const BOARD_ROW_TABLES = ['users', 'student_profiles', 'gaming_profiles'];

/**
 * Reads the tables a board row comes from, with their primary keys, into the page cache
 * (`pg_prewarm`, mode `read`). A seed and the board builds after it read every ledger of millions
 * of students within minutes, which pushes those tables out of the cache of one machine holding
 * PostgreSQL, Redis and the load generator; a server in use keeps them there, as its reads and
 * commands touch them all the time (docs/scaling.md). Answers what it read, or why it could not.
 */
export async function warmBoardRowTables(databaseUrl: string, schema: string): Promise<string> {
  return withClient(databaseUrl, schema, async (client) => {
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm SCHEMA public');
    } catch (error) {
      return `the tables a board row reads were not warmed: ${(error as Error).message}`;
    }
    const started = Date.now();
    const relations = await client.query<{ relation: string; bytes: string }>(
      `SELECT c.oid::regclass::text AS relation, pg_relation_size(c.oid)::text AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND (c.relname = ANY($2::text[])
           OR c.oid IN (SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
                         WHERE t.relnamespace = n.oid AND t.relname = ANY($2::text[]) AND i.indisprimary))`,
      [schema, BOARD_ROW_TABLES],
    );
    let bytes = 0;
    for (const { relation, bytes: size } of relations.rows) {
      await client.query(`SELECT public.pg_prewarm($1::regclass, 'read')`, [relation]);
      bytes += Number(size);
    }
    return `read ${(bytes / 1e9).toFixed(1)} GB of the tables a board row reads (${relations.rows.map((row) => row.relation).join(', ')}) into the page cache in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  });
}
