import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnContent } from './content-ownership';

/** How a deletion went: removed for good, or withdrawn from the catalogue because students (or a sponsor) hold it. */
export type RemovalOutcome = 'deleted' | 'withdrawn';

export interface ContentRemoval {
  id: number;
  outcome: RemovalOutcome;
}

/**
 * A teacher deletes their content. Content nobody holds is deleted; content that students are
 * enrolled in (or that a sponsorship funds) is withdrawn instead: it leaves the catalogue and takes no
 * new enrollment, while its students keep their access, progress and ratings.
 */
export class WithdrawContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; contentId: number }): Promise<ContentRemoval> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const content = await lockOwnContent(tx, command.teacherId, command.contentId, 'delete');
      if (await tx.contentManagement.isHeld(content.id)) {
        await tx.contentManagement.withdraw(content.id, now);
        return { id: content.id, outcome: 'withdrawn' };
      }
      await tx.contentManagement.delete(content.id);
      return { id: content.id, outcome: 'deleted' };
    });
  }
}
