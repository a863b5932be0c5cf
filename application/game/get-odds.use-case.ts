import { chestOdds } from '../../domain/game/rewards/daily-chest';
import { dropOdds } from '../../domain/game/rewards/drop';
import { localDate } from '../../domain/shared/calendar';
import { effectiveStreak } from '../../domain/game/streak/login-streak';
import { studentRead } from './student-read';

/** The chest and drop odds the server uses for this student, from the same rules that roll them. */
export class GetOddsUseCase extends studentRead(async (_tx, player, now) => {
  const streak = effectiveStreak(player, localDate(now, player.timeZone));
  return { chest: chestOdds(player.level), drop: dropOdds(streak, player.level) };
}) {}
