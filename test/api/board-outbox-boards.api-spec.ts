import { LeaderboardFixtures } from '../support/leaderboard-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A change notes in the board outbox which boards it moved, so that its refresh reads and writes
 * those alone: 1 the XP and level boards, 2 the streak board, 4 the token boards, 8 the chest boards.
 * Each case runs in a transaction that is rolled back, on a student with no change pending.
 */
describe('board outbox: the boards a change moved', () => {
  let t: TestApp;
  let studentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    studentId = (await new LeaderboardFixtures(t).student({ xp: 500, streak: 3, tokens: 40, chests: 2 })).id;
  });
  afterAll(async () => t.close());

  /** The boards the outbox names after the statements ($1 is the student), or null when it has no row. */
  async function boardsNotedAfter(...statements: string[]): Promise<number | null> {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('DELETE FROM board_outbox WHERE user_id = $1', [studentId]);
      for (const statement of statements) await runner.query(statement, [studentId]);
      const rows = (await runner.query('SELECT boards FROM board_outbox WHERE user_id = $1', [studentId])) as Array<{ boards: number }>;
      return rows[0]?.boards ?? null;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  const xpAward = 'UPDATE gaming_profiles SET xp = xp + 20, xp_reached_at = now() WHERE user_id = $1';
  const chestOpened = 'UPDATE gaming_profiles SET chests_opened = chests_opened + 1, chests_reached_at = now() WHERE user_id = $1';

  it('names the XP boards for XP, the streak board for a streak, the token boards for tokens earned, the chest boards for a chest', async () => {
    expect(await boardsNotedAfter(xpAward)).toBe(1);
    expect(await boardsNotedAfter('UPDATE gaming_profiles SET level = level + 1 WHERE user_id = $1')).toBe(1);
    expect(await boardsNotedAfter('UPDATE gaming_profiles SET current_streak = current_streak + 1, streak_reached_at = now() WHERE user_id = $1')).toBe(2);
    expect(await boardsNotedAfter('UPDATE gaming_profiles SET tokens_earned = tokens_earned + 5, tokens_reached_at = now() WHERE user_id = $1')).toBe(4);
    expect(await boardsNotedAfter(chestOpened)).toBe(8);
  });

  it('adds the boards of a second change made before the refresh', async () => {
    expect(await boardsNotedAfter(xpAward, chestOpened)).toBe(9);
  });

  it('names every board for an opt-out, a new profile, or a profile update that moves no total', async () => {
    expect(await boardsNotedAfter('UPDATE student_profiles SET leaderboard_opt_out = true WHERE user_id = $1')).toBe(15);
    expect(await boardsNotedAfter('UPDATE gaming_profiles SET last_login_at = now() WHERE user_id = $1')).toBe(15);
    expect(await boardsNotedAfter(xpAward, 'UPDATE student_profiles SET leaderboard_opt_out = true WHERE user_id = $1')).toBe(15);
    expect(
      await boardsNotedAfter('DELETE FROM gaming_profiles WHERE user_id = $1', 'INSERT INTO gaming_profiles (user_id) VALUES ($1)'),
    ).toBe(15);
  });

  it('notes nothing for an update that leaves the profile and the opt-out alone', async () => {
    expect(await boardsNotedAfter("UPDATE student_profiles SET grade = '7' WHERE user_id = $1")).toBeNull();
  });
});
