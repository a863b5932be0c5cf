import { AvatarsServedByTheApp1764979200000 } from '../../infrastructure/persistence/migrations/1764979200000-avatars-served-by-the-app';
import { uniqueName } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/** Avatars stored before the rule (any address) are removed; emoji and the app's pictures stay. */
describe('migration: avatars served by the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const KEPT = ['🦊', '👩‍🚀', '🇫🇷', '/avatars/owl.svg', null];
  const REMOVED = ['https://tracker.example/me.png', '//tracker.example/me.png', 'data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)', '/avatars/7.png', 'fox', ' 🦊', ''];

  async function userWith(role: 'student' | 'teacher', avatar: string | null): Promise<number> {
    const username = uniqueName('av');
    const [row] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name) VALUES ($1, $2, 'not-a-hash', $3, 'Ada', 'Lovelace') RETURNING id`,
      [username, `${username}@example.org`, role],
    );
    await t.dataSource.query(`INSERT INTO ${role}_profiles (user_id, avatar) VALUES ($1, $2)`, [row.id, avatar]);
    return row.id;
  }

  const avatarOf = async (role: 'student' | 'teacher', id: number) =>
    (await t.dataSource.query<Array<{ avatar: string | null }>>(`SELECT avatar FROM ${role}_profiles WHERE user_id = $1`, [id]))[0].avatar;

  it.each(['student', 'teacher'] as const)('keeps emoji and pictures of the app on %s profiles and removes every other avatar; down leaves them', async (role) => {
    const kept = await Promise.all(KEPT.map(async (avatar) => [await userWith(role, avatar), avatar] as const));
    const removed = await Promise.all(REMOVED.map((avatar) => userWith(role, avatar)));
    const migration = new AvatarsServedByTheApp1764979200000();
    // Its own connection, given back before reading: the embedded database has only one.
    const up = async () => {
      const runner = t.dataSource.createQueryRunner();
      try {
        await migration.up(runner);
      } finally {
        await runner.release();
      }
    };
    await up();
    for (const [id, avatar] of kept) expect(await avatarOf(role, id)).toBe(avatar);
    for (const id of removed) expect(await avatarOf(role, id)).toBeNull();
    await migration.down();
    for (const [id, avatar] of kept) expect(await avatarOf(role, id)).toBe(avatar);
    // Running it again finds nothing more to remove.
    await up();
    for (const [id, avatar] of kept) expect(await avatarOf(role, id)).toBe(avatar);
  });
});
