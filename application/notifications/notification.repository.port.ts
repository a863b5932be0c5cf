import type { NotificationKind } from '../../domain/notifications/notification-kinds';

/**
 * What a notification says beyond its kind and who caused it, by kind:
 * - parentRequest, requestAccepted: nothing (the actor is the parent, or the student);
 * - classInvitation: classId, className;
 * - wishlistDecision: contentTitle, decision;
 * - tokensReceived: amount;
 * - goalSet: goalTitle;
 * - challengeReceived: challengeType;
 * - announcement: classId, className, announcementId, preview;
 * - message: threadId, childId, preview;
 * - sale: contentId, contentTitle, amount;
 * - sponsoredEnrollment: contentId, contentTitle.
 */
export interface NotificationParams {
  amount?: number;
  announcementId?: number;
  challengeType?: string;
  childId?: number;
  classId?: number;
  className?: string;
  contentId?: number;
  contentTitle?: string;
  decision?: 'approved' | 'denied';
  goalTitle?: string;
  /** The start of a message's or an announcement's text. */
  preview?: string;
  threadId?: number;
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** Who caused it, when a person did; their name is read when the notification is. */
  actorId: number | null;
  params: NotificationParams;
  at: Date;
}

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  actor: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
  params: NotificationParams;
  createdAt: Date;
  readAt: Date | null;
}

export interface NotificationPage {
  items: NotificationView[];
  unread: number;
  /** Give as `before` for the next page; null on the last. */
  nextBefore: number | null;
}

/**
 * A person's notifications, bound to a transaction: one is written in the transaction of what
 * caused it, so it exists exactly when its cause committed, and the live stream hears of it after.
 */
export interface NotificationRepository {
  add(notification: NewNotification): Promise<void>;
  /** The same notification for each of several people (an announcement to a class). */
  addForEach(userIds: readonly number[], notification: Omit<NewNotification, 'userId'>): Promise<void>;
  list(userId: number, page: { before: number | null; limit: number }): Promise<NotificationPage>;
  /** Marks read the given ones of the user's (others are ignored), or all; answers how many changed. */
  markRead(userId: number, which: { ids: readonly number[] } | 'all', at: Date): Promise<number>;
  /** Marks read the user's notifications of the messages of a thread (the thread itself was read). */
  markThreadRead(userId: number, threadId: number, at: Date): Promise<number>;
  unreadCount(userId: number): Promise<number>;
  /** Erases notifications created before the date, at most `limit` at a time; answers how many. */
  eraseOlderThan(before: Date, limit: number): Promise<number>;
}
