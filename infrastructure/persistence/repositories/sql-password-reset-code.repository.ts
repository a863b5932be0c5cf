import type { NewPasswordResetCode, PasswordResetCodeRecord, PasswordResetCodeRepository } from '../../../application/accounts/auth/password-reset.repository.port';
import type { ResetCodeKind } from '../../../domain/accounts/password-reset';
import type { Sql } from '../sql';

interface ResetCodeRow {
  user_id: number;
  kind: ResetCodeKind;
  expires_at: Date;
  used_at: Date | null;
}

export class SqlPasswordResetCodeRepository implements PasswordResetCodeRepository {
  constructor(private readonly sql: Sql) {}

  async replace(code: NewPasswordResetCode): Promise<void> {
    await this.sql.execute(`UPDATE password_reset_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [code.userId, code.createdAt]);
    await this.sql.execute(
      `INSERT INTO password_reset_codes (digest, user_id, kind, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [code.digest, code.userId, code.kind, code.createdBy, code.createdAt, code.expiresAt],
    );
  }

  async digestTaken(digest: string): Promise<boolean> {
    return (await this.sql.one(`SELECT 1 FROM password_reset_codes WHERE digest = $1`, [digest])) !== null;
  }

  async countMadeSince(userId: number, kind: ResetCodeKind, since: Date): Promise<number> {
    const row = await this.sql.one<{ made: number }>(
      `SELECT count(*)::int AS made FROM password_reset_codes WHERE user_id = $1 AND kind = $2 AND created_at > $3`,
      [userId, kind, since],
    );
    return row?.made ?? 0;
  }

  async findForUpdate(digest: string): Promise<PasswordResetCodeRecord | null> {
    const row = await this.sql.one<ResetCodeRow>(`SELECT user_id, kind, expires_at, used_at FROM password_reset_codes WHERE digest = $1 FOR UPDATE`, [digest]);
    return row && { userId: row.user_id, kind: row.kind, expiresAt: new Date(row.expires_at), usedAt: row.used_at && new Date(row.used_at) };
  }

  async useAllOf(userId: number, at: Date): Promise<void> {
    await this.sql.execute(`UPDATE password_reset_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, at]);
  }

  async sweepExpired(before: Date): Promise<number> {
    return this.sql.execute(`DELETE FROM password_reset_codes WHERE expires_at < $1`, [before]);
  }
}
