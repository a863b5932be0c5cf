import type { LiveSessions } from '../../application/sessions/live-sessions.port';
import type { SqlDatabase } from './sql-database';

/** The database is the truth: a revoked token of the family, or a blocked account, ends the sign-in. */
export class SqlLiveSessions implements LiveSessions {
  constructor(private readonly database: SqlDatabase) {}

  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const row = await this.database.reads.one(
      `SELECT 1 FROM users u
        WHERE u.id = $2 AND NOT u.blocked AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $1 AND r.revoked_at IS NOT NULL)`,
      [sessionId, userId],
    );
    return row !== null;
  }
}
