import type { UnitOfWork } from '../ports/unit-of-work.port';
import { type AccountDeletionState, deletionState } from './account-deletion-state';

/** GET /users/me/deletion: whether the account waits for its deletion, and until when. */
export class GetAccountDeletionUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { userId: number }): Promise<AccountDeletionState> {
    return deletionState(await this.unitOfWork.run((tx) => tx.accountDeletions.pendingFor(query.userId)));
  }
}
