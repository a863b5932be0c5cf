import type { MessageView } from '../messages/message.repositories.port';
import type { NotificationView } from '../notifications/notification.repository.port';

/** How far a stream got: the last notification and the last message it carried. */
export interface LiveCursor {
  notification: number;
  message: number;
}

/** What the live streams read: rows by id for a signal, and what a reconnecting stream missed. */
export interface LiveEventReads {
  notifications(ids: readonly number[]): Promise<Array<NotificationView & { userId: number }>>;
  messages(ids: readonly number[]): Promise<MessageView[]>;
  /** The user's notifications and the messages of their threads after the cursor, oldest first. */
  since(userId: number, cursor: LiveCursor, limit: number): Promise<{ notifications: NotificationView[]; messages: MessageView[] }>;
  /** Where a stream that saw nothing yet starts: after everything committed so far. */
  latest(): Promise<LiveCursor>;
}
