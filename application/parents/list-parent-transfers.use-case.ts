import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireConnectedChild } from './parent-access';
import type { ParentTransferQuery, ParentTransferRecord } from './parent-money.repositories.port';

/**
 * The tokens the parent gave to connected children: filtered, sorted and sliced, and how many match.
 * Naming a child who is unknown or not connected answers CHILD_NOT_FOUND.
 */
export class ListParentTransfersUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number; query: ParentTransferQuery }): Promise<{ rows: ParentTransferRecord[]; total: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (command.query.childId !== undefined) await requireConnectedChild(tx, command.parentId, command.query.childId);
      return tx.parentTransfers.page(command.parentId, command.query);
    });
  }
}
