import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ManagedContent } from './content-management.port';
import { ContentHasStudentsError } from './content-management.errors';
import { lockOwnContent } from './content-ownership';

/**
 * The teacher takes their content back to a draft, out of the catalogue, while no student is
 * enrolled in it (ContentHasStudentsError otherwise). The content's row stays locked from the check to
 * the change and an enrollment locks the same row, so none can slip in between. A draft stays one.
 */
export class UnpublishContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; contentId: number }): Promise<ManagedContent> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const content = await lockOwnContent(tx, command.teacherId, command.contentId, 'unpublish');
      if (content.status !== 'draft') {
        if (await tx.contentManagement.hasEnrollments(content.id)) throw new ContentHasStudentsError();
        await tx.contentManagement.setStatus(content.id, 'draft', now);
      }
      return (await tx.contentManagement.managed(content.id))!;
    });
  }
}
