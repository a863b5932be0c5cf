import type { ReceivedChallenge, ReceivedChallengeRepository } from '../../../application/learning/learning.repositories.port';
import type { Sql } from '../sql';

interface ReceivedRow {
  id: number;
  challenge_type: string;
  message: string;
  created_at: Date;
  from_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

/** Challenges sent to a student, by leaderboard_challenges_target_idx; senders without their e-mail. */
export class SqlReceivedChallengeRepository implements ReceivedChallengeRepository {
  constructor(private readonly sql: Sql) {}

  async list(userId: number, limit: number): Promise<ReceivedChallenge[]> {
    const rows = await this.sql.rows<ReceivedRow>(
      `SELECT lc.id, lc.challenge_type, lc.message, lc.created_at, u.id AS from_id, u.username, u.first_name, u.last_name, sp.avatar
         FROM leaderboard_challenges lc
         JOIN users u ON u.id = lc.from_user_id
         LEFT JOIN student_profiles sp ON sp.user_id = u.id
        WHERE lc.target_user_id = $1
        ORDER BY lc.created_at DESC, lc.id DESC
        LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      challengeType: row.challenge_type,
      message: row.message,
      createdAt: new Date(row.created_at),
      from: { id: row.from_id, username: row.username, firstName: row.first_name, lastName: row.last_name, avatar: row.avatar },
    }));
  }
}
