import { chestCountdown, dailyChestState } from '../../domain/rewards/daily-chest';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findPlayer } from './student-access';

export class GetChestStatusUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
      const lastOpenedOn = await tx.chests.lastOpenedOn(player.userId);
      const state = dailyChestState(lastOpenedOn, now, player.timeZone);
      return {
        canOpen: state.canOpen,
        canOpenChest: state.canOpen,
        nextAvailableAt: state.nextAvailableAt.toISOString(),
        countdown: chestCountdown(now, state.nextAvailableAt),
        lastOpenedOn,
      };
    });
  }
}
