import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { NotificationPage } from './notification.repository.port';

/** GET /notifications: mine, newest first, a page at a time, with how many are unread. */
export class ListNotificationsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { userId: number; before: number | null; limit: number }): Promise<NotificationPage> {
    return this.unitOfWork.read((tx) => tx.notifications.list(command.userId, { before: command.before, limit: command.limit }));
  }
}

/** POST /notifications/read: the given ones of mine, or all, are read; answers how many are still unread. */
export class MarkNotificationsReadUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { userId: number; which: { ids: readonly number[] } | 'all' }): Promise<{ marked: number; unread: number }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const marked = await tx.notifications.markRead(command.userId, command.which, now);
      return { marked, unread: await tx.notifications.unreadCount(command.userId) };
    });
  }
}
