import { PERIODS } from '../../domain/shared/calendar';
import { periodChallenges, type PeriodChallenges } from './period-challenges';
import { studentRead } from './student-read';

export class GetChallengesUseCase extends studentRead(async (tx, player, now): Promise<Record<'daily' | 'weekly' | 'monthly', PeriodChallenges>> => {
  const [daily, weekly, monthly] = await Promise.all(PERIODS.map((period) => periodChallenges(tx, player, period, now)));
  return { daily, weekly, monthly };
}) {}
