import type { ParentLinkRepository } from '../../../application/parents/parent-link.repository.port';
import type { Sql } from '../sql';

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
}
