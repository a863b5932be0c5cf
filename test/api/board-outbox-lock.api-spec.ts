import { Client } from 'pg';
import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * A board refresh deletes its students' outbox rows and reads their scores in one transaction. A
 * change to a student's scores locks that student's outbox row even when the row is there already,
 * so the refresh's delete waits for the change and its read sees it. Row locks only show on a real
 * server: on the embedded database, which runs one transaction at a time, this file is skipped.
 */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('board outbox row locks (PostgreSQL)', () => {
  let t: TestApp;
  const connections: Client[] = [];

  /** A session of its own on the run's schema, outside the app's pool, to hold a transaction open. */
  const connect = async (): Promise<Client> => {
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    connections.push(client);
    await client.connect();
    await client.query(`SET search_path TO "${process.env.TEST_DATABASE_SCHEMA}"`);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const connection of connections) await connection.end();
    await t.close();
  });

  it("a refresh cannot delete a student's outbox row while a change to that student's scores is in flight", async () => {
    const student = await new LeaderboardFixtures(t).student({ xp: 100 });
    const change = await connect();
    const refresh = await connect();
    await change.query('INSERT INTO board_outbox (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [student.id]);

    await change.query('BEGIN');
    await change.query('UPDATE gaming_profiles SET xp = xp + 1 WHERE user_id = $1', [student.id]);

    await refresh.query('BEGIN');
    await refresh.query(`SET LOCAL lock_timeout = '300ms'`);
    // The change met the row already there (no sweep took it first), so the refresh has it to delete.
    expect((await refresh.query('SELECT user_id FROM board_outbox WHERE user_id = $1', [student.id])).rows).toEqual([{ user_id: student.id }]);
    await expect(refresh.query('DELETE FROM board_outbox WHERE user_id = $1', [student.id])).rejects.toMatchObject({ code: '55P03' });
    await refresh.query('ROLLBACK');

    await change.query('COMMIT');
    await refresh.query('BEGIN');
    await refresh.query('DELETE FROM board_outbox WHERE user_id = $1', [student.id]);
    expect((await refresh.query('SELECT xp FROM gaming_profiles WHERE user_id = $1', [student.id])).rows).toEqual([{ xp: 101 }]);
    await refresh.query('COMMIT');
  });
});
