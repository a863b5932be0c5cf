import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EraseOldNotificationsUseCase } from '../../application/notifications/erase-old-notifications.use-case';

/** The first pass comes this long after start, so a start is not slowed by it; then one a day. */
export const NOTIFICATION_RETENTION_FIRST_RUN_MS = 60 * 60_000;
export const NOTIFICATION_RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

const logger = new Logger('NotificationRetention');

/**
 * Erases the notifications past their retention, on every instance (each takes only the rows no
 * other is erasing): an hour after start, so that instances restarted more often than daily still
 * run it, then every day. A failed run is logged and tried again at the next one.
 */
@Injectable()
export class NotificationRetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly eraseOldNotifications: EraseOldNotificationsUseCase) {}

  onApplicationBootstrap(): void {
    this.timer = setTimeout(() => {
      void this.run();
      this.timer = setInterval(() => void this.run(), NOTIFICATION_RETENTION_INTERVAL_MS).unref();
    }, NOTIFICATION_RETENTION_FIRST_RUN_MS).unref();
  }

  /** One pass (or the one already under way): how many notifications it erased. */
  run(): Promise<number> {
    this.running ??= this.eraseOldNotifications
      .execute()
      .then((erased) => {
        if (erased > 0) logger.log(`Erased ${erased} notification${erased === 1 ? '' : 's'} past their retention`);
        return erased;
      })
      .catch((error: unknown) => {
        logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
