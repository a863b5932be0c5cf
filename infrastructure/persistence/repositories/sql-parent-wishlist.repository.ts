import type {
  LockedWishlistItem,
  ParentWishlistItem,
  ParentWishlistQuery,
  ParentWishlistRepository,
  ParentWishlistSort,
  WishlistDecision,
} from '../../../application/wishlist/parent-wishlist.port';
import type { ApprovalStatus } from '../../../domain/wishlist/approval';
import { containsPattern } from '../like-pattern';
import type { Sql } from '../sql';
import { toWishlistItem, WISHLIST_COLUMNS, WISHLIST_COURSE_JOIN, type WishlistRow } from './sql-student-wishlist.repository';

interface ParentWishlistRow extends WishlistRow {
  child_id: number;
  decided_at: Date | null;
  child_username: string;
  child_first_name: string | null;
  child_last_name: string | null;
}

/** Only the items of children who accepted this parent ($1) are ever read. */
const CONNECTED_ITEMS = `FROM wishlist_items w
  JOIN parent_links pl ON pl.student_id = w.student_id AND pl.parent_id = $1 AND pl.status = 'accepted'`;

const PARENT_WISHLIST_SELECT = `SELECT ${WISHLIST_COLUMNS}, w.student_id AS child_id, w.decided_at,
       u.username AS child_username, u.first_name AS child_first_name, u.last_name AS child_last_name
  ${CONNECTED_ITEMS}
  JOIN users u ON u.id = w.student_id
  ${WISHLIST_COURSE_JOIN}`;

const SORT_COLUMNS: Record<ParentWishlistSort, string> = {
  addedAt: 'w.added_at',
  id: 'w.id',
  name: 'lower(w.name)',
  type: 'w.type',
  cost: 'w.cost',
  priority: `CASE w.priority WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END`,
  approvalStatus: 'w.approval_status',
  childId: 'w.student_id',
  decidedAt: 'w.decided_at',
};

const toParentWishlistItem = (row: ParentWishlistRow): ParentWishlistItem => ({
  ...toWishlistItem(row),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
  childId: row.child_id,
  student: {
    id: row.child_id,
    firstName: row.child_first_name,
    lastName: row.child_last_name,
    user: { username: row.child_username, firstName: row.child_first_name, lastName: row.child_last_name },
  },
});

export class SqlParentWishlistRepository implements ParentWishlistRepository {
  constructor(private readonly sql: Sql) {}

  async page(parentId: number, query: ParentWishlistQuery): Promise<{ rows: ParentWishlistItem[]; total: number }> {
    const params: unknown[] = [parentId];
    const where: string[] = [];
    const add = (condition: (param: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (query.childId !== undefined) add((p) => `w.student_id = ${p}`, query.childId);
    if (query.approvalStatus !== undefined) add((p) => `w.approval_status = ${p}`, query.approvalStatus);
    if (query.type !== undefined) add((p) => `w.type = ${p}`, query.type);
    // A search among the parent's own children's items (read by student_id first): no index of its own.
    if (query.q !== undefined) add((p) => `(w.name ILIKE ${p} OR w.description ILIKE ${p})`, containsPattern(query.q));
    if (query.ids !== undefined) add((p) => `w.id = ANY(${p}::int[])`, query.ids);
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const [rows, count] = await Promise.all([
      this.sql.rows<ParentWishlistRow>(
        `${PARENT_WISHLIST_SELECT} ${filter}
          ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, w.id ${direction}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.sql.one<{ total: number }>(`SELECT count(*)::int AS total ${CONNECTED_ITEMS} ${filter}`, params),
    ]);
    return { rows: rows.map(toParentWishlistItem), total: count?.total ?? 0 };
  }

  async item(parentId: number, itemId: number): Promise<ParentWishlistItem | null> {
    const row = await this.sql.one<ParentWishlistRow>(`${PARENT_WISHLIST_SELECT} WHERE w.id = $2`, [parentId, itemId]);
    return row && toParentWishlistItem(row);
  }

  async getForUpdate(parentId: number, itemId: number): Promise<LockedWishlistItem | null> {
    const row = await this.sql.one<{ id: number; student_id: number; approval_status: ApprovalStatus }>(
      `SELECT w.id, w.student_id, w.approval_status ${CONNECTED_ITEMS} WHERE w.id = $2 FOR UPDATE OF w`,
      [parentId, itemId],
    );
    return row && { id: row.id, studentId: row.student_id, approvalStatus: row.approval_status };
  }

  async decide(itemId: number, decision: WishlistDecision): Promise<void> {
    await this.sql.execute(`UPDATE wishlist_items SET approval_status = $2, approval_note = $3, decided_by = $4, decided_at = $5 WHERE id = $1`, [
      itemId,
      decision.status,
      decision.note,
      decision.decidedBy,
      decision.decidedAt,
    ]);
  }
}
