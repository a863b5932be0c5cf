import { assertPublishable } from '../../domain/content/content-completeness';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ManagedContent } from './content-management.port';
import { lockOwnContent } from './content-ownership';

/**
 * The teacher puts their draft in the catalogue (per its visibility), once it holds something to
 * learn from (ContentIncompleteError names what it lacks). Publishing published content changes
 * nothing.
 */
export class PublishContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; contentId: number }): Promise<ManagedContent> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const content = await lockOwnContent(tx, command.teacherId, command.contentId, 'publish');
      if (content.status !== 'published') {
        assertPublishable(content.form.type, content.form.contentData);
        await tx.contentManagement.setStatus(content.id, 'published', now);
      }
      return (await tx.contentManagement.managed(content.id))!;
    });
  }
}
