import type { NewNotification, NotificationPage, NotificationRepository } from '../notifications/notification.repository.port';

/** Keeps the notifications written, in order, for a spec to read; a fake transaction puts back what it rolled back. */
export class RecordedNotifications implements NotificationRepository {
  readonly added: NewNotification[] = [];

  async add(notification: NewNotification): Promise<void> {
    this.added.push(notification);
  }

  async addForEach(userIds: readonly number[], notification: Omit<NewNotification, 'userId'>): Promise<void> {
    for (const userId of userIds) this.added.push({ ...notification, userId });
  }

  async list(): Promise<NotificationPage> {
    return { items: [], unread: 0, nextBefore: null };
  }

  async markRead(): Promise<number> {
    return 0;
  }

  async markThreadRead(): Promise<number> {
    return 0;
  }

  async unreadCount(userId: number): Promise<number> {
    return this.added.filter((notification) => notification.userId === userId).length;
  }

  async eraseOlderThan(before: Date, limit: number): Promise<number> {
    const old = this.added.filter((notification) => notification.at < before).slice(0, limit);
    for (const notification of old) this.added.splice(this.added.indexOf(notification), 1);
    return old.length;
  }
}
