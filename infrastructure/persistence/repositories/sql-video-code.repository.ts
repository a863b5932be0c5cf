import type { VideoCodeRecord, VideoCodeRepository } from '../../../application/accounts/auth/video-code.repository.port';
import type { Sql } from '../sql';

interface VideoCodeRow {
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export class SqlVideoCodeRepository implements VideoCodeRepository {
  constructor(private readonly sql: Sql) {}

  async add(code: { digest: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.sql.execute(`INSERT INTO video_codes (digest, user_id, expires_at) VALUES ($1, $2, $3)`, [code.digest, code.userId, code.expiresAt]);
  }

  async findForUpdate(digest: string): Promise<VideoCodeRecord | null> {
    const row = await this.sql.one<VideoCodeRow>(`SELECT user_id, expires_at, used_at FROM video_codes WHERE digest = $1 FOR UPDATE`, [digest]);
    return row && { userId: row.user_id, expiresAt: new Date(row.expires_at), usedAt: row.used_at && new Date(row.used_at) };
  }

  async markUsed(digest: string, at: Date): Promise<void> {
    await this.sql.execute(`UPDATE video_codes SET used_at = $2 WHERE digest = $1`, [digest, at]);
  }
}
