import { PERIODS } from '../../domain/shared/calendar';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { periodChallenges, type PeriodChallenges } from './period-challenges';
import { findPlayer } from './student-access';

export class GetChallengesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }): Promise<Record<'daily' | 'weekly' | 'monthly', PeriodChallenges>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const player = await findPlayer(tx, query.userId);
      const [daily, weekly, monthly] = await Promise.all(PERIODS.map((period) => periodChallenges(tx, player, period, now)));
      return { daily, weekly, monthly };
    });
  }
}
