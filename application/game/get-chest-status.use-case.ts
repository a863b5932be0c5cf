import { chestCountdown, dailyChestState } from '../../domain/rewards/daily-chest';
import { studentRead } from './student-read';

export class GetChestStatusUseCase extends studentRead(async (tx, player, now) => {
  const lastOpenedOn = await tx.chests.lastOpenedOn(player.userId);
  const state = dailyChestState(lastOpenedOn, now, player.timeZone);
  return {
    canOpen: state.canOpen,
    canOpenChest: state.canOpen,
    nextAvailableAt: state.nextAvailableAt.toISOString(),
    countdown: chestCountdown(now, state.nextAvailableAt),
    lastOpenedOn,
  };
}) {}
