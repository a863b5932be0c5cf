import { resetMailWindowStart } from '../../../domain/accounts/password-reset';
import type { Clock } from '../../ports/clock.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

/**
 * Forgets reset codes an hour after they expired (the hour in which they still count toward the
 * account's mail limit). Run every hour with the account erasure.
 */
export class SweepPasswordResetCodesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.unitOfWork.run((tx) => tx.passwordResetCodes.sweepExpired(resetMailWindowStart(this.clock.now())));
  }
}
