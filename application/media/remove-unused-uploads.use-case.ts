import type { Clock } from '../ports/clock.port';
import type { MediaStore } from './media-store.port';
import type { MediaUploadLedger } from './media-uploads.port';

/** How long an upload nothing uses is kept: time enough to finish the form it was uploaded for. */
export const UNUSED_UPLOAD_SECONDS = 24 * 60 * 60;

/** Uploads removed per transaction, so one run never holds many rows at once. */
const BATCH = 100;

/**
 * Removes the uploads that no content (its video, its handout, its thumbnail) and no avatar names,
 * a day after their last upload: the record and the file. Safe when several processes run it at
 * once: each takes only the uploads no other is removing.
 */
export class RemoveUnusedUploadsUseCase {
  constructor(
    private readonly ledger: MediaUploadLedger,
    private readonly store: MediaStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<string[]> {
    const before = new Date(this.clock.now().getTime() - UNUSED_UPLOAD_SECONDS * 1000);
    const removed: string[] = [];
    for (;;) {
      const batch = await this.ledger.removeUnused(before, BATCH, (key) => this.store.delete(key));
      removed.push(...batch);
      if (batch.length < BATCH) return removed;
    }
  }
}
