import type { LiveSignal } from '../../../application/live/live-events.port';
import type { NewNotification, NotificationPage, NotificationParams, NotificationRepository, NotificationView } from '../../../application/notifications/notification.repository.port';
import type { NotificationKind } from '../../../domain/notifications/notification-kinds';
import type { Sql } from '../sql';

export interface NotificationRow {
  id: string;
  user_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  actor_username: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  params: NotificationParams;
  created_at: Date;
  read_at: Date | null;
}

/** A notification's columns with its actor's name, for `FROM notifications n`. */
export const NOTIFICATION_SELECT = `SELECT n.id, n.user_id, n.kind, n.actor_id, a.username AS actor_username, a.first_name AS actor_first_name,
         a.last_name AS actor_last_name, n.params, n.created_at, n.read_at
    FROM notifications n LEFT JOIN users a ON a.id = n.actor_id`;

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: Number(row.id),
    kind: row.kind,
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_username!, firstName: row.actor_first_name, lastName: row.actor_last_name },
    params: row.params,
    createdAt: new Date(row.created_at),
    readAt: row.read_at && new Date(row.read_at),
  };
}

/** Writes in the caller's transaction; each written notification becomes a live signal once it commits. */
export class SqlNotificationRepository implements NotificationRepository {
  constructor(
    private readonly sql: Sql,
    private readonly signals: LiveSignal[],
  ) {}

  async add(notification: NewNotification): Promise<void> {
    await this.addForEach([notification.userId], notification);
  }

  async addForEach(userIds: readonly number[], notification: Omit<NewNotification, 'userId'>): Promise<void> {
    if (userIds.length === 0) return;
    const rows = await this.sql.rows<{ id: string; user_id: number }>(
      `INSERT INTO notifications (user_id, kind, actor_id, params, created_at)
       SELECT u, $2, $3, $4, $5 FROM unnest($1::int[]) AS u
       RETURNING id, user_id`,
      [userIds, notification.kind, notification.actorId, JSON.stringify(notification.params), notification.at],
    );
    for (const row of rows) this.signals.push({ kind: 'notification', id: Number(row.id), userIds: [row.user_id] });
  }

  async list(userId: number, page: { before: number | null; limit: number }): Promise<NotificationPage> {
    const [rows, unread] = await Promise.all([
      this.sql.rows<NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.user_id = $1 AND ($2::bigint IS NULL OR n.id < $2) ORDER BY n.id DESC LIMIT $3`, [
        userId,
        page.before,
        page.limit + 1,
      ]),
      this.unreadCount(userId),
    ]);
    const items = rows.slice(0, page.limit).map(notificationView);
    return { items, unread, nextBefore: rows.length > page.limit ? items[items.length - 1].id : null };
  }

  markRead(userId: number, which: { ids: readonly number[] } | 'all', at: Date): Promise<number> {
    if (which === 'all') return this.sql.execute(`UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`, [userId, at]);
    return this.sql.execute(`UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL`, [userId, which.ids, at]);
  }

  markThreadRead(userId: number, threadId: number, at: Date): Promise<number> {
    return this.sql.execute(
      `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL AND kind = 'message' AND params->>'threadId' = $2::text`,
      [userId, threadId, at],
    );
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [userId]);
    return row?.count ?? 0;
  }

  eraseOlderThan(before: Date, limit: number): Promise<number> {
    return this.sql.execute(
      `DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [before, limit],
    );
  }
}
