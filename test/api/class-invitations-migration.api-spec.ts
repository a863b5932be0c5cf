import { randomBytes } from 'node:crypto';
import { ClassInvitations1766000200000 } from '../../infrastructure/persistence/migrations/1766000200000-class-invitations';
import { isJoinCode } from '../../domain/classes/join-code';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The migration to classes by consent, on classes as they were before it (6-character codes, members
 * added at once), in a schema of its own: every class gets a fresh 8-character code, every member
 * stays a member, and the invitations and join-attempt tables come with it.
 */
describe('migration: class invitations and 8-character join codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('regenerates every code to 8 characters and keeps every membership; down goes back to 6', async () => {
    const schema = `migration_${randomBytes(4).toString('hex')}`;
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.query(`CREATE SCHEMA ${schema}`);
      await runner.query(`SET search_path TO ${schema}`);
      await runner.query(`
        CREATE TABLE users (id serial PRIMARY KEY);
        CREATE TABLE classes (
          id serial PRIMARY KEY,
          teacher_id integer NOT NULL REFERENCES users(id),
          is_active boolean NOT NULL DEFAULT true,
          join_code char(6) NOT NULL,
          student_count integer NOT NULL DEFAULT 0
        );
        CREATE UNIQUE INDEX classes_active_join_code_key ON classes (join_code) WHERE is_active;
        CREATE TABLE class_members (class_id integer NOT NULL REFERENCES classes(id), student_id integer NOT NULL REFERENCES users(id), PRIMARY KEY (class_id, student_id));
        INSERT INTO users SELECT FROM generate_series(1, 6);
        INSERT INTO classes (teacher_id, is_active, join_code, student_count) VALUES (1, true, 'MATH42', 3), (1, true, 'LAB7KB', 2), (1, false, 'BYTE27', 0);
        INSERT INTO class_members VALUES (1, 2), (1, 3), (1, 4), (2, 5), (2, 6);
      `);
      const migration = new ClassInvitations1766000200000();
      await migration.up(runner);
      const codes: Array<{ id: number; join_code: string }> = await runner.query(`SELECT id, join_code FROM classes ORDER BY id`);
      expect(codes.map((row) => row.id)).toEqual([1, 2, 3]);
      for (const { join_code } of codes) expect([join_code, isJoinCode(join_code)]).toEqual([join_code, true]);
      expect(new Set(codes.map((row) => row.join_code)).size).toBe(3);
      expect(codes.map((row) => row.join_code)).not.toContain('MATH42');
      expect(await runner.query(`SELECT class_id, student_id FROM class_members ORDER BY class_id, student_id`)).toEqual([
        { class_id: 1, student_id: 2 },
        { class_id: 1, student_id: 3 },
        { class_id: 1, student_id: 4 },
        { class_id: 2, student_id: 5 },
        { class_id: 2, student_id: 6 },
      ]);
      expect(await runner.query(`SELECT count(*)::int AS n FROM class_invitations`)).toEqual([{ n: 0 }]);
      expect(await runner.query(`SELECT count(*)::int AS n FROM join_code_attempts`)).toEqual([{ n: 0 }]);

      await migration.down(runner);
      const back: Array<{ join_code: string }> = await runner.query(`SELECT join_code FROM classes ORDER BY id`);
      for (const { join_code } of back) expect(join_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(await runner.query(`SELECT to_regclass('class_invitations') AS t`)).toEqual([{ t: null }]);
    } finally {
      await runner.query(`SET search_path TO DEFAULT`).catch(() => undefined);
      await runner.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await runner.release();
    }
  });
});
