import { LinkCodeTakenError } from '../../../application/parents/family-link.errors';
import type { ParentLink, ParentLinkRepository, ParentLinkStatus } from '../../../application/parents/parent-link.repository.port';
import { isUniqueViolation } from '../postgres-errors';
import type { Sql } from '../sql';

const LINK_COLUMNS = 'parent_id, student_id, status, identifier, requested_at, decided_at';

interface LinkRow {
  parent_id: number;
  student_id: number;
  status: ParentLinkStatus;
  identifier: string | null;
  requested_at: Date;
  decided_at: Date | null;
}

function toLink(row: LinkRow): ParentLink {
  return {
    parentId: row.parent_id,
    studentId: row.student_id,
    status: row.status,
    identifier: row.identifier,
    requestedAt: new Date(row.requested_at),
    decidedAt: row.decided_at && new Date(row.decided_at),
  };
}

export class SqlParentLinkRepository implements ParentLinkRepository {
  constructor(private readonly sql: Sql) {}

  async isConnected(parentId: number, studentId: number): Promise<boolean> {
    const row = await this.sql.one(`SELECT 1 FROM parent_links WHERE parent_id = $1 AND student_id = $2 AND status = 'accepted'`, [parentId, studentId]);
    return row !== null;
  }

  async connectedChildIds(parentId: number): Promise<number[]> {
    const rows = await this.sql.rows<{ student_id: number }>(
      `SELECT student_id FROM parent_links WHERE parent_id = $1 AND status = 'accepted' ORDER BY decided_at, student_id`,
      [parentId],
    );
    return rows.map((row) => row.student_id);
  }

  async getForUpdate(parentId: number, studentId: number): Promise<ParentLink | null> {
    const row = await this.sql.one<LinkRow>(`SELECT ${LINK_COLUMNS} FROM parent_links WHERE parent_id = $1 AND student_id = $2 FOR UPDATE`, [parentId, studentId]);
    return row && toLink(row);
  }

  async request(parentId: number, studentId: number, identifier: string, now: Date): Promise<{ link: ParentLink; created: boolean }> {
    // A concurrent request for the same pair waits on the primary key here, then finds its link below.
    const created = await this.sql.one<LinkRow>(
      `INSERT INTO parent_links (parent_id, student_id, status, identifier, requested_at) VALUES ($1, $2, 'pending', $3, $4)
       ON CONFLICT (parent_id, student_id) DO NOTHING RETURNING ${LINK_COLUMNS}`,
      [parentId, studentId, identifier, now],
    );
    if (created) return { link: toLink(created), created: true };
    return { link: (await this.getForUpdate(parentId, studentId))!, created: false };
  }

  async requestUnmatched(parentId: number, identifier: string, now: Date): Promise<{ identifier: string; requestedAt: Date }> {
    await this.sql.execute(
      `INSERT INTO unmatched_parent_requests (parent_id, identifier, requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (parent_id, lower(identifier)) DO NOTHING`,
      [parentId, identifier, now],
    );
    const row = await this.sql.one<{ identifier: string; requested_at: Date }>(
      `SELECT identifier, requested_at FROM unmatched_parent_requests WHERE parent_id = $1 AND lower(identifier) = lower($2)`,
      [parentId, identifier],
    );
    return { identifier: row!.identifier, requestedAt: new Date(row!.requested_at) };
  }

  async connect(parentId: number, studentId: number, now: Date): Promise<boolean> {
    const changed = await this.sql.execute(
      `INSERT INTO parent_links (parent_id, student_id, status, requested_at, decided_at) VALUES ($1, $2, 'accepted', $3, $3)
       ON CONFLICT (parent_id, student_id) DO UPDATE SET status = 'accepted', decided_at = EXCLUDED.decided_at
       WHERE parent_links.status <> 'accepted'`,
      [parentId, studentId, now],
    );
    return changed > 0;
  }

  async decide(parentId: number, studentId: number, status: 'accepted' | 'declined', now: Date): Promise<void> {
    await this.sql.execute(`UPDATE parent_links SET status = $3, decided_at = $4 WHERE parent_id = $1 AND student_id = $2`, [parentId, studentId, status, now]);
  }

  async removeConnected(parentId: number, studentId: number): Promise<boolean> {
    const removed = await this.sql.execute(`DELETE FROM parent_links WHERE parent_id = $1 AND student_id = $2 AND status = 'accepted'`, [parentId, studentId]);
    return removed > 0;
  }

  async linkCodeInUse(code: string): Promise<boolean> {
    return (await this.sql.one(`SELECT 1 FROM student_profiles WHERE link_code = $1`, [code])) !== null;
  }

  async setLinkCode(studentId: number, code: string, expiresAt: Date): Promise<void> {
    try {
      await this.sql.execute(`UPDATE student_profiles SET link_code = $2, link_code_expires_at = $3 WHERE user_id = $1`, [studentId, code, expiresAt]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new LinkCodeTakenError();
      throw error;
    }
  }

  async redeemLinkCode(code: string, now: Date): Promise<number | null> {
    // Under concurrent use, the second update waits for the first, then finds the code gone and changes nothing.
    const row = await this.sql.one<{ user_id: number }>(
      `UPDATE student_profiles SET link_code = NULL, link_code_expires_at = NULL
        WHERE link_code = $1 AND link_code_expires_at > $2 RETURNING user_id`,
      [code, now],
    );
    return row?.user_id ?? null;
  }
}
