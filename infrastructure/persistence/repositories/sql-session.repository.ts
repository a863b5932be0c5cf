import type { NewRefreshToken, RefreshTokenRecord, SessionRepository } from '../../../application/sessions/session.repository.port';
import type { Sql } from '../sql';

interface RefreshTokenRow {
  id: string;
  family_id: string;
  user_id: number;
  persistent: boolean;
  expires_at: Date;
  family_expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const toRecord = (row: RefreshTokenRow): RefreshTokenRecord => ({
  id: row.id,
  familyId: row.family_id,
  userId: row.user_id,
  persistent: row.persistent,
  expiresAt: new Date(row.expires_at),
  familyExpiresAt: new Date(row.family_expires_at),
  usedAt: row.used_at && new Date(row.used_at),
  revokedAt: row.revoked_at && new Date(row.revoked_at),
});

export class SqlSessionRepository implements SessionRepository {
  constructor(private readonly sql: Sql) {}

  async find(tokenDigest: string): Promise<RefreshTokenRecord | null> {
    const row = await this.sql.one<RefreshTokenRow>(
      `SELECT id, family_id, user_id, persistent, expires_at, family_expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1`,
      [tokenDigest],
    );
    return row && toRecord(row);
  }

  async findForUpdate(tokenDigest: string): Promise<RefreshTokenRecord | null> {
    const row = await this.sql.one<RefreshTokenRow>(
      `SELECT id, family_id, user_id, persistent, expires_at, family_expires_at, used_at, revoked_at
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [tokenDigest],
    );
    return row && toRecord(row);
  }

  async add(token: NewRefreshToken): Promise<string> {
    const row = await this.sql.one<{ family_id: string }>(
      `INSERT INTO refresh_tokens (family_id, user_id, token_hash, persistent, device_id, device_type, expires_at, family_expires_at)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8) RETURNING family_id`,
      [
        token.familyId,
        token.userId,
        token.tokenDigest,
        token.persistent,
        token.deviceId,
        token.deviceType,
        token.expiresAt,
        token.familyExpiresAt,
      ],
    );
    return row!.family_id;
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await this.sql.execute(`UPDATE refresh_tokens SET used_at = $2 WHERE id = $1`, [id, at]);
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.sql.execute(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [
      familyId,
      at,
    ]);
  }

  async revokeAllFamilies(userId: number, at: Date): Promise<string[]> {
    const rows = await this.sql.rows<{ family_id: string }>(
      `WITH revoked AS (UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id)
       SELECT DISTINCT family_id::text AS family_id FROM revoked`,
      [userId, at],
    );
    return rows.map((row) => row.family_id);
  }

  async revokeOtherFamilies(userId: number, keptFamilyId: string, at: Date): Promise<{ ended: number; familyIds: string[] }> {
    // Every unrevoked token of the other families is revoked; only families still signed in are counted.
    const row = await this.sql.one<{ ended: number; family_ids: string[] }>(
      `WITH revoked AS (
         UPDATE refresh_tokens SET revoked_at = $3
          WHERE user_id = $1 AND family_id <> $2::uuid AND revoked_at IS NULL
          RETURNING family_id, used_at, expires_at, family_expires_at)
       SELECT count(DISTINCT family_id) FILTER (WHERE used_at IS NULL AND expires_at > $3 AND family_expires_at > $3)::int AS ended,
              COALESCE(array_agg(DISTINCT family_id::text), '{}') AS family_ids
         FROM revoked`,
      [userId, keptFamilyId, at],
    );
    return { ended: row?.ended ?? 0, familyIds: row?.family_ids ?? [] };
  }
}
