import type { DataSource } from 'typeorm';
import { openDataSource } from '../../infrastructure/persistence/open-data-source';
import { SqlDatabase } from '../../infrastructure/persistence/sql-database';
import { runsOnPostgresServer } from '../support/test-app';

/**
 * The transaction runner under every command, on the run's database: on a PostgreSQL server with
 * named statements and pipelining, on the embedded one without.
 */
describe('SqlDatabase transactions', () => {
  let dataSource: DataSource;
  let database: SqlDatabase;
  const table = `sql_database_probe_${process.pid}`;

  beforeAll(async () => {
    const server = runsOnPostgresServer();
    dataSource = await openDataSource(process.env.TEST_DATABASE_URL!, process.env.TEST_DATABASE_SCHEMA ?? null, 3, server);
    database = new SqlDatabase(dataSource, { namedStatements: server });
    await database.reads.execute(`CREATE TABLE ${table} (id int PRIMARY KEY, amount int NOT NULL CHECK (amount >= 0))`);
  });

  afterAll(async () => {
    await database.reads.execute(`DROP TABLE IF EXISTS ${table}`);
    await dataSource.destroy();
  });

  const amounts = async () => (await database.reads.rows<{ id: number; amount: number }>(`SELECT id, amount FROM ${table} ORDER BY id`)).map((row) => [row.id, row.amount]);

  beforeEach(() => database.reads.execute(`DELETE FROM ${table}`));

  it('commits sent writes, and a read after a sent write sees it', async () => {
    const seen = await database.transaction(async (sql) => {
      sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]);
      sql.send(`UPDATE ${table} SET amount = amount + $2 WHERE id = $1`, [1, 5]);
      return (await sql.one<{ amount: number }>(`SELECT amount FROM ${table} WHERE id = $1`, [1]))!.amount;
    });
    expect(seen).toBe(15);
    expect(await amounts()).toEqual([[1, 15]]);
  });

  it('a sent write that fails rolls everything back and is the error reported, not the aborted reads after it', async () => {
    const attempt = database.transaction(async (sql) => {
      sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]);
      sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [2, -1]);
      await sql.rows(`SELECT * FROM ${table}`);
      return 'finished';
    });
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    expect(await amounts()).toEqual([]);
  });

  it('a sent write that fails just before the commit still rolls back and reports it', async () => {
    await expect(
      database.transaction(async (sql) => {
        sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]);
        sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 20]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await amounts()).toEqual([]);
  });

  it('a sent write that fails is reported as the error its sender names, and rolls back', async () => {
    class AlreadyThere extends Error {}
    await expect(
      database.transaction(async (sql) => {
        sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]);
        sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 20], (error) =>
          (error as { code?: string }).code === '23505' ? new AlreadyThere('row 1 is there') : error,
        );
        sql.send(`UPDATE ${table} SET amount = amount + 1 WHERE id = $1`, [1]);
      }),
    ).rejects.toThrow(AlreadyThere);
    expect(await amounts()).toEqual([]);
  });

  it('work that throws rolls back its writes, and the connection serves the next transaction', async () => {
    await expect(
      database.transaction(async (sql) => {
        sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    for (let id = 1; id <= 5; id++) await database.transaction(async (sql) => sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [id, id]));
    expect(await amounts()).toEqual([1, 2, 3, 4, 5].map((id) => [id, id]));
  });

  it('reads issued together in one transaction each get their own answer', async () => {
    await database.transaction(async (sql) => {
      for (let id = 1; id <= 3; id++) sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [id, id * 100]);
    });
    const answers = await database.transaction((sql) =>
      Promise.all([1, 2, 3].map(async (id) => (await sql.one<{ amount: number }>(`SELECT amount FROM ${table} WHERE id = $1`, [id]))!.amount)),
    );
    expect(answers).toEqual([100, 200, 300]);
  });

  it('reads without a transaction: statements made together each get their own answer, in order', async () => {
    await database.transaction(async (sql) => {
      for (let id = 1; id <= 3; id++) sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [id, id * 100]);
    });
    const answers = await database.read((sql) =>
      Promise.all([3, 1, 2].map(async (id) => (await sql.one<{ amount: number }>(`SELECT amount FROM ${table} WHERE id = $1`, [id]))!.amount)),
    );
    expect(answers).toEqual([300, 100, 200]);
  });

  it('reads that fail while others are on their way leave the connection to the next reads, which get their own answers', async () => {
    await database.transaction(async (sql) => sql.send(`INSERT INTO ${table} (id, amount) VALUES ($1, $2)`, [1, 10]));
    const failures = Array.from({ length: 5 }, () =>
      database.read(async (sql) => {
        const slow = sql.rows(`SELECT pg_sleep(0.05), 'slow' AS answer`).catch(() => null);
        await Promise.all([sql.rows(`SELECT 1 / 0`), slow]);
      }),
    );
    for (const failure of failures) await expect(failure).rejects.toMatchObject({ code: '22012' });
    for (let n = 0; n < 5; n++) {
      expect(await database.read(async (sql) => (await sql.one<{ amount: number }>(`SELECT amount FROM ${table} WHERE id = $1`, [1]))!.amount)).toBe(10);
    }
  });
});
