import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL compiled to WebAssembly, in this process, and serves it on a loopback port so
 * TypeORM's ordinary `postgres` driver talks to it exactly as to a server.
 * `dataDir` keeps the data between restarts; without it the database lives in memory.
 */
export async function startEmbeddedDatabase(dataDir: string | null, maxConnections = 20): Promise<RunningDatabase> {
  // pg_trgm serves the catalogue's contains search.
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
