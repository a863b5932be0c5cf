import type { UnitOfWork } from '../ports/unit-of-work.port';
import { type ChildSummary, toChildSummary } from './child-summary';
import type { PendingRequest } from './family-reads.port';

/** GET /parent/children: the connected children and the requests still waiting, which name no child. */
export class GetChildrenUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { parentId: number }): Promise<{ children: ChildSummary[]; pendingRequests: PendingRequest[] }> {
    return this.unitOfWork.run(async (tx) => {
      const [children, pendingRequests] = await Promise.all([tx.familyReads.children(query.parentId), tx.familyReads.pendingRequests(query.parentId)]);
      return { children: children.map(toChildSummary), pendingRequests };
    });
  }
}
