import type { ChallengeRecord, LeaderboardChallengeRepository, NewChallenge } from '../../../application/leaderboard/leaderboard-challenge.repository.port';
import type { UserRole } from '../../../domain/accounts/roles';
import type { Sql } from '../sql';

type ChallengeRow = { id: number; from_user_id: number; target_user_id: number; challenge_type: string; message: string; created_at: Date };

export class SqlLeaderboardChallengeRepository implements LeaderboardChallengeRepository {
  constructor(private readonly sql: Sql) {}

  async lockSender(userId: number): Promise<{ timeZone: string } | null> {
    const row = await this.sql.one<{ time_zone: string }>(`SELECT time_zone FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    return row && { timeZone: row.time_zone };
  }

  async target(userId: number): Promise<{ role: UserRole; onBoard: boolean } | null> {
    const row = await this.sql.one<{ user_role: UserRole; on_board: boolean }>(
      `SELECT u.user_role, coalesce(NOT sp.leaderboard_opt_out, false) AS on_board
         FROM users u LEFT JOIN student_profiles sp ON sp.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    return row && { role: row.user_role, onBoard: row.on_board };
  }

  async countSent(userId: number, localDate: string, limit: number): Promise<number | null> {
    const row = await this.sql.one<{ challenges_sent: number }>(
      `INSERT INTO daily_activity (user_id, local_date, challenges_sent) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, local_date) DO UPDATE SET challenges_sent = daily_activity.challenges_sent + 1
         WHERE daily_activity.challenges_sent < $3
       RETURNING challenges_sent`,
      [userId, localDate, limit],
    );
    return row?.challenges_sent ?? null;
  }

  async insert(challenge: NewChallenge): Promise<ChallengeRecord> {
    const row = await this.sql.one<ChallengeRow>(
      `INSERT INTO leaderboard_challenges (from_user_id, target_user_id, challenge_type, message, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, from_user_id, target_user_id, challenge_type, message, created_at`,
      [challenge.fromUserId, challenge.targetUserId, challenge.challengeType, challenge.message, challenge.createdAt],
    );
    return {
      id: row!.id,
      fromUserId: row!.from_user_id,
      targetUserId: row!.target_user_id,
      challengeType: row!.challenge_type,
      message: row!.message,
      createdAt: new Date(row!.created_at),
    };
  }
}
