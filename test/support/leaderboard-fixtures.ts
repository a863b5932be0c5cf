import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { PORTS } from '../../application/ports/tokens';
import type { LeaderboardIndex } from '../../application/leaderboard/leaderboard-index.port';
import { AVATAR_PICTURES, avatarPicturePath } from '../../domain/accounts/avatar';
import { levelForXp } from '../../domain/game/progression/level';
import { ApiClient, uniqueName } from './api-client';
import type { TestApp } from './test-app';

/** The avatar a fixture student has: one of the app's pictures, chosen by id. */
export const fixtureAvatar = (id: number): string => avatarPicturePath(AVATAR_PICTURES[id % AVATAR_PICTURES.length]);

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface StudentSeed {
  firstName?: string;
  lastName?: string | null;
  timeZone?: string;
  xp?: number;
  streak?: number;
  tokens?: number;
  chests?: number;
  /** When each score was reached (the tie rule). */
  reachedAt?: string;
  optOut?: boolean;
}

/** Students, classes and ledger rows written straight into the test database, for board tests. */
export class LeaderboardFixtures {
  constructor(private readonly t: TestApp) {}

  private query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.t.dataSource.query(text, params);
  }

  async student(seed: StudentSeed = {}): Promise<{ id: number; username: string }> {
    const username = uniqueName('lb');
    const reachedAt = seed.reachedAt ?? '2026-01-01T00:00:00Z';
    const xp = seed.xp ?? 0;
    const [row] = await this.query<{ id: number }>(
      `WITH u AS (
         INSERT INTO users (username, email, password_hash, user_role, first_name, last_name, time_zone)
         VALUES ($1, $2, 'not-a-hash', 'student', $3, $4, $5) RETURNING id),
       p AS (INSERT INTO student_profiles (user_id, leaderboard_opt_out, avatar) SELECT id, $6, '/avatars/' || ($13::text[])[id % $14 + 1] || '.svg' FROM u),
       g AS (INSERT INTO gaming_profiles (user_id, level, xp, current_streak, longest_streak, tokens_earned, chests_opened,
               xp_reached_at, streak_reached_at, tokens_reached_at, chests_reached_at)
             SELECT id, $7, $8, $9, $9, $10, $11, $12, $12, $12, $12 FROM u),
       a AS (INSERT INTO activity_totals (user_id) SELECT id FROM u)
       SELECT id FROM u`,
      [
        username,
        `${username}@example.org`,
        seed.firstName ?? 'Ada',
        seed.lastName === undefined ? 'Lovelace' : seed.lastName,
        seed.timeZone ?? 'UTC',
        seed.optOut ?? false,
        levelForXp(xp),
        xp,
        seed.streak ?? 0,
        seed.tokens ?? 0,
        seed.chests ?? 0,
        reachedAt,
        AVATAR_PICTURES,
        AVATAR_PICTURES.length,
      ],
    );
    return { id: row.id, username };
  }

  async teacher(): Promise<number> {
    const username = uniqueName('lbt');
    const [row] = await this.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, user_role) VALUES ($1, $2, 'not-a-hash', 'teacher') RETURNING id`,
      [username, `${username}@example.org`],
    );
    await this.query(`INSERT INTO teacher_profiles (user_id) VALUES ($1)`, [row.id]);
    return row.id;
  }

  async classOf(studentIds: number[]): Promise<number> {
    const teacherId = await this.teacher();
    const code = Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('');
    const [row] = await this.query<{ id: number }>(
      `INSERT INTO classes (teacher_id, name, join_code, capacity, student_count) VALUES ($1, $2, $3, 100, $4) RETURNING id`,
      [teacherId, uniqueName('class'), code, studentIds.length],
    );
    for (const id of studentIds) await this.query(`INSERT INTO class_members (class_id, student_id) VALUES ($1, $2)`, [row.id, id]);
    return row.id;
  }

  async setTotals(userId: number, totals: { xp?: number; streak?: number; tokens?: number; chests?: number; reachedAt?: string }): Promise<void> {
    const at = totals.reachedAt ?? '2026-01-01T00:00:00Z';
    if (totals.xp !== undefined) {
      await this.query(`UPDATE gaming_profiles SET xp = $2, level = $3, xp_reached_at = $4 WHERE user_id = $1`, [userId, totals.xp, levelForXp(totals.xp), at]);
    }
    if (totals.streak !== undefined) await this.query(`UPDATE gaming_profiles SET current_streak = $2, streak_reached_at = $3 WHERE user_id = $1`, [userId, totals.streak, at]);
    if (totals.tokens !== undefined) await this.query(`UPDATE gaming_profiles SET tokens_earned = $2, tokens_reached_at = $3 WHERE user_id = $1`, [userId, totals.tokens, at]);
    if (totals.chests !== undefined) await this.query(`UPDATE gaming_profiles SET chests_opened = $2, chests_reached_at = $3 WHERE user_id = $1`, [userId, totals.chests, at]);
  }

  async xpOn(userId: number, localDate: string, amount: number, createdAt = `${localDate}T12:00:00Z`): Promise<void> {
    await this.query(`INSERT INTO xp_ledger (user_id, amount, source, local_date, created_at) VALUES ($1, $2, 'quiz_completed', $3, $4)`, [
      userId,
      amount,
      localDate,
      createdAt,
    ]);
  }

  async tokensAt(userId: number, delta: number, reason: string, createdAt: string): Promise<void> {
    await this.query(`INSERT INTO token_ledger (user_id, delta, reason, balance_after, created_at) VALUES ($1, $2, $3, 1000, $4)`, [userId, delta, reason, createdAt]);
  }

  async chestOn(userId: number, localDate: string, openedAt = `${localDate}T08:00:00Z`): Promise<void> {
    await this.query(`INSERT INTO daily_chests (user_id, local_date, opened_at, reward) VALUES ($1, $2, $3, '{}')`, [userId, localDate, openedAt]);
  }

  async optOut(userId: number, optedOut = true): Promise<void> {
    await this.query(`UPDATE student_profiles SET leaderboard_opt_out = $2 WHERE user_id = $1`, [userId, optedOut]);
  }

  /** What a game command does after its commit. */
  refresh(userIds: number[]): Promise<void> {
    return this.t.app.get<LeaderboardIndex>(PORTS.leaderboard).refresh(userIds);
  }

  /** A signed-in browser for the user, with an access token minted like the app's. */
  async clientFor(userId: number, role = 'student'): Promise<ApiClient> {
    const client = await new ApiClient(this.t.app).start();
    client.jwt = jwt.sign({ sub: String(userId), role, typ: 'access', sid: randomUUID() }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 });
    return client;
  }
}
