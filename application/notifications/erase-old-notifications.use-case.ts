import { notificationsExpireBefore } from '../../domain/notifications/notification-kinds';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/** Notifications erased per transaction, so one run never holds many rows at once. */
export const NOTIFICATION_ERASE_BATCH = 500;

/**
 * Erases the notifications older than the days they are kept, a batch a transaction until none is
 * left; answers how many. Safe when several processes run it at once: each skips the rows another
 * is erasing.
 */
export class EraseOldNotificationsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const before = notificationsExpireBefore(this.clock.now());
    let erased = 0;
    for (;;) {
      const batch = await this.unitOfWork.run((tx) => tx.notifications.eraseOlderThan(before, NOTIFICATION_ERASE_BATCH));
      erased += batch;
      if (batch < NOTIFICATION_ERASE_BATCH) return erased;
    }
  }
}
