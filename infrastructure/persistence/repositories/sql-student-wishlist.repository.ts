import type { NewWishlistItem, StudentWishlistRepository, WishlistCourse, WishlistItem } from '../../../application/learning/learning.repositories.port';
import type { Visibility } from '../../../domain/content/content-taxonomy';
import type { ApprovalStatus } from '../../../domain/wishlist/approval';
import type { WishlistPriority, WishlistType } from '../../../domain/wishlist/priority';
import { IN_CATALOGUE } from '../../content/browse-statement';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, type ContentCardRow, toContentCard } from '../mappers/content-card.mapper';
import type { Sql } from '../sql';

export interface WishlistRow extends ContentCardRow {
  item_id: number;
  item_name: string;
  item_type: WishlistType;
  item_content_id: number | null;
  priority: WishlistPriority;
  cost: number;
  item_description: string | null;
  added_at: Date;
  approval_status: ApprovalStatus;
  approval_note: string | null;
  /** Whether the course is still in the catalogue, so its card may be shown. */
  in_catalogue: boolean | null;
}

/** The columns of an item `w` with the card of its course `c` (see WISHLIST_COURSE_JOIN). */
export const WISHLIST_COLUMNS = `w.id AS item_id, w.name AS item_name, w.type AS item_type, w.content_id AS item_content_id, w.priority, w.cost,
       w.description AS item_description, w.added_at, w.approval_status, w.approval_note,
       ${IN_CATALOGUE} AS in_catalogue, ${CONTENT_CARD_COLUMNS}`;

export const WISHLIST_COURSE_JOIN = `LEFT JOIN (content_items c ${CONTENT_CARD_JOINS}) ON c.id = w.content_id`;

/** Items with the card of their course, when the course is still in the catalogue. */
const WISHLIST_SELECT = `SELECT ${WISHLIST_COLUMNS}
  FROM wishlist_items w
  ${WISHLIST_COURSE_JOIN}`;

export const toWishlistItem = (row: WishlistRow): WishlistItem => ({
  id: row.item_id,
  name: row.item_name,
  type: row.item_type,
  priority: row.priority,
  cost: row.cost,
  description: row.item_description,
  addedAt: new Date(row.added_at),
  approvalStatus: row.approval_status,
  approvalNote: row.approval_note,
  contentId: row.item_content_id,
  contentItem: row.in_catalogue ? toContentCard(row, { populateTeacher: false }) : null,
});

export class SqlStudentWishlistRepository implements StudentWishlistRepository {
  constructor(private readonly sql: Sql) {}

  async list(studentId: number): Promise<WishlistItem[]> {
    const rows = await this.sql.rows<WishlistRow>(`${WISHLIST_SELECT} WHERE w.student_id = $1 ORDER BY w.added_at DESC, w.id DESC`, [studentId]);
    return rows.map(toWishlistItem);
  }

  async item(studentId: number, itemId: number): Promise<WishlistItem | null> {
    const row = await this.sql.one<WishlistRow>(`${WISHLIST_SELECT} WHERE w.id = $2 AND w.student_id = $1`, [studentId, itemId]);
    return row && toWishlistItem(row);
  }

  async count(studentId: number): Promise<number> {
    return (await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM wishlist_items WHERE student_id = $1`, [studentId]))?.count ?? 0;
  }

  async course(contentId: number): Promise<WishlistCourse | null> {
    const row = await this.sql.one<{ title: string; token_price: number; visibility: Visibility; withdrawn: boolean; draft: boolean }>(
      `SELECT title, token_price, visibility, withdrawn_at IS NOT NULL AS withdrawn, status = 'draft' AS draft FROM content_items WHERE id = $1`,
      [contentId],
    );
    return row && { title: row.title, tokenPrice: row.token_price, visibility: row.visibility, withdrawn: row.withdrawn, draft: row.draft };
  }

  async add(item: NewWishlistItem): Promise<number | null> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO wishlist_items (student_id, name, type, content_id, priority, cost, description, added_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (student_id, content_id) WHERE content_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [item.studentId, item.name, item.type, item.contentId, item.priority, item.cost, item.description, item.addedAt],
    );
    return row?.id ?? null;
  }

  async remove(studentId: number, itemId: number): Promise<boolean> {
    return (await this.sql.execute(`DELETE FROM wishlist_items WHERE id = $1 AND student_id = $2`, [itemId, studentId])) > 0;
  }
}
