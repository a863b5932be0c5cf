import { chestOdds } from '../../domain/rewards/daily-chest';
import { dropOdds } from '../../domain/rewards/drop';
import { localDate } from '../../domain/shared/calendar';
import { effectiveStreak } from '../../domain/streak/login-streak';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findPlayer } from './student-access';

/** The chest and drop odds the server uses for this student, from the same rules that roll them. */
export class GetOddsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }) {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
      const streak = effectiveStreak(player, localDate(now, player.timeZone));
      return { chest: chestOdds(player.level), drop: dropOdds(streak, player.level) };
    });
  }
}
