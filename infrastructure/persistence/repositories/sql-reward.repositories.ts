import type { ActiveBoost, BoostRepository, ChallengeClaimRepository, ChestRepository } from '../../../application/game/game.repositories.port';
import { ChestAlreadyOpenedError } from '../../../application/game/game.errors';
import { AlreadyClaimedError } from '../../../domain/game/challenges/challenge-goals';
import type { Period } from '../../../domain/shared/calendar';
import { isUniqueViolation } from '../postgres-errors';
import type { Sql } from '../sql';

export class SqlChestRepository implements ChestRepository {
  constructor(private readonly sql: Sql) {}

  async lastOpened(userId: number): Promise<{ date: string; at: Date } | null> {
    const row = await this.sql.one<{ day: string; opened_at: Date | string }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS day, opened_at FROM daily_chests WHERE user_id = $1 ORDER BY local_date DESC LIMIT 1`,
      [userId],
    );
    return row && { date: row.day, at: new Date(row.opened_at) };
  }

  /**
   * Travels with the transaction's next statements: a second chest of the day (a race the lock did
   * not see, the unique key's backstop) fails the transaction before it commits.
   */
  async record(userId: number, localDate: string, reward: object, now: Date): Promise<void> {
    this.sql.send(
      `INSERT INTO daily_chests (user_id, local_date, opened_at, reward) VALUES ($1, $2, $3, $4)`,
      [userId, localDate, now, JSON.stringify(reward)],
      (error) => (isUniqueViolation(error) ? new ChestAlreadyOpenedError(now) : error),
    );
  }
}

export class SqlBoostRepository implements BoostRepository {
  constructor(private readonly sql: Sql) {}

  async active(userId: number, now: Date): Promise<ActiveBoost[]> {
    const rows = await this.sql.rows<{ type: string; multiplier: string; expires_at: Date }>(
      `SELECT type, multiplier, expires_at FROM active_boosts WHERE user_id = $1 AND expires_at > $2 AND starts_at <= $2 ORDER BY expires_at`,
      [userId, now],
    );
    return rows.map((row) => ({ type: row.type, multiplier: Number(row.multiplier), endsAt: new Date(row.expires_at) }));
  }

  async add(userId: number, type: string, multiplier: number, startsAt: Date, expiresAt: Date): Promise<void> {
    this.sql.send(`INSERT INTO active_boosts (user_id, type, multiplier, starts_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      type,
      multiplier,
      startsAt,
      expiresAt,
    ]);
  }
}

export class SqlChallengeClaimRepository implements ChallengeClaimRepository {
  constructor(private readonly sql: Sql) {}

  async claimedIds(userId: number, period: Period, periodStart: string): Promise<string[]> {
    const rows = await this.sql.rows<{ goal_id: string }>(
      `SELECT goal_id FROM challenge_claims WHERE user_id = $1 AND period = $2 AND period_start = $3`,
      [userId, period, periodStart],
    );
    return rows.map((row) => row.goal_id);
  }

  async lastDailyClaims(userId: number, since: Date): Promise<Array<{ goalId: string; date: string; at: Date }>> {
    const rows = await this.sql.rows<{ goal_id: string; day: string; claimed_at: Date | string }>(
      `SELECT DISTINCT ON (goal_id) goal_id, to_char(period_start, 'YYYY-MM-DD') AS day, claimed_at
         FROM challenge_claims WHERE user_id = $1 AND period = 'daily' AND claimed_at >= $2
         ORDER BY goal_id, claimed_at DESC`,
      [userId, since],
    );
    return rows.map((row) => ({ goalId: row.goal_id, date: row.day, at: new Date(row.claimed_at) }));
  }

  async record(userId: number, period: Period, periodStart: string, goalId: string, xpAwarded: number, now: Date): Promise<void> {
    try {
      await this.sql.execute(
        `INSERT INTO challenge_claims (user_id, period, period_start, goal_id, xp_awarded, claimed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, period, periodStart, goalId, xpAwarded, now],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyClaimedError();
      throw error;
    }
  }
}
