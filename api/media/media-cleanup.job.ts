import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RemoveUnusedUploadsUseCase } from '../../application/media/remove-unused-uploads.use-case';

/** How often each instance looks for uploads nothing uses. */
export const MEDIA_CLEANUP_INTERVAL_MS = 60 * 60_000;

const logger = new Logger('MediaCleanup');

/**
 * Removes the uploads no content and no avatar uses, a day after their last upload: every hour, on
 * every instance (each takes only the uploads no other is removing). The first run is an hour after
 * start, so a start is not slowed by it. A failed run is logged and tried again at the next tick.
 */
@Injectable()
export class MediaCleanupJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;

  constructor(private readonly removeUnusedUploads: RemoveUnusedUploadsUseCase) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), MEDIA_CLEANUP_INTERVAL_MS).unref();
  }

  /** One pass (or the one already under way): the keys it removed. */
  run(): Promise<string[]> {
    this.running ??= this.removeUnusedUploads
      .execute()
      .then((removed) => {
        if (removed.length > 0) logger.log(`Removed ${removed.length} unused upload${removed.length === 1 ? '' : 's'}`);
        return removed;
      })
      .catch((error: unknown) => {
        logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return [];
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
