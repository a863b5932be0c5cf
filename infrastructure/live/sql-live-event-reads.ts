import type { LiveCursor, LiveEventReads } from '../../application/live/live-event-reads.port';
import type { MessageView } from '../../application/messages/message.repositories.port';
import type { NotificationView } from '../../application/notifications/notification.repository.port';
import { MESSAGE_SELECT, type MessageRow, messageView } from '../persistence/repositories/sql-message-thread.repository';
import { NOTIFICATION_SELECT, type NotificationRow, notificationView } from '../persistence/repositories/sql-notification.repository';
import type { SqlDatabase } from '../persistence/sql-database';

/** The live streams' reads, each one statement on whichever connection is free. */
export class SqlLiveEventReads implements LiveEventReads {
  constructor(private readonly database: SqlDatabase) {}

  async notifications(ids: readonly number[]): Promise<Array<NotificationView & { userId: number }>> {
    const rows = await this.database.reads.rows<NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.id = ANY($1::bigint[]) ORDER BY n.id`, [ids]);
    return rows.map((row) => ({ ...notificationView(row), userId: row.user_id }));
  }

  async messages(ids: readonly number[]): Promise<MessageView[]> {
    const rows = await this.database.reads.rows<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = ANY($1::bigint[]) ORDER BY m.id`, [ids]);
    return rows.map(messageView);
  }

  async since(userId: number, cursor: LiveCursor, limit: number): Promise<{ notifications: NotificationView[]; messages: MessageView[] }> {
    const [notifications, messages] = await Promise.all([
      this.database.reads.rows<NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.user_id = $1 AND n.id > $2 ORDER BY n.id LIMIT $3`, [userId, cursor.notification, limit]),
      this.database.reads.rows<MessageRow>(
        `${MESSAGE_SELECT}
          WHERE m.thread_id IN (SELECT id FROM message_threads WHERE parent_id = $1 OR teacher_id = $1) AND m.id > $2
          ORDER BY m.id LIMIT $3`,
        [userId, cursor.message, limit],
      ),
    ]);
    return { notifications: notifications.map(notificationView), messages: messages.map(messageView) };
  }

  async latest(): Promise<LiveCursor> {
    const row = await this.database.reads.one<{ notification: string; message: string }>(
      `SELECT coalesce((SELECT max(id) FROM notifications), 0) AS notification, coalesce((SELECT max(id) FROM thread_messages), 0) AS message`,
    );
    return { notification: Number(row?.notification ?? 0), message: Number(row?.message ?? 0) };
  }
}
