import type { LiveSessions, SessionStanding } from '../../application/sessions/live-sessions.port';
import type { SqlDatabase } from './sql-database';

/**
 * The database is the truth: a revoked token of the family, or a blocked account, ends the sign-in;
 * a deletion waiting for its grace period to end makes it a closing one.
 */
export class SqlLiveSessions implements LiveSessions {
  constructor(private readonly database: SqlDatabase) {}

  async standing(sessionId: string, userId: number): Promise<SessionStanding> {
    const row = await this.database.reads.one<{ closing: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = u.id AND d.erased_at IS NULL) AS closing
         FROM users u
        WHERE u.id = $2 AND NOT u.blocked AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $1 AND r.revoked_at IS NOT NULL)`,
      [sessionId, userId],
    );
    if (!row) return 'ended';
    return row.closing ? 'closing' : 'live';
  }

  /** The commit itself was the record: nothing more to write. */
  async ended(): Promise<void> {}

  async accountChanged(): Promise<void> {}
}
