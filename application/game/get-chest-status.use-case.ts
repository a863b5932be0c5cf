import { chestCountdown, dailyChestState } from '../../domain/game/rewards/daily-chest';
import { zoneSetting } from './student-access';
import { studentRead } from './student-read';

export class GetChestStatusUseCase extends studentRead(async (tx, player, now) => {
  const lastOpened = await tx.chests.lastOpened(player.userId);
  const state = dailyChestState(lastOpened, now, zoneSetting(player));
  return {
    canOpen: state.canOpen,
    canOpenChest: state.canOpen,
    nextAvailableAt: state.nextAvailableAt.toISOString(),
    countdown: chestCountdown(now, state.nextAvailableAt),
    lastOpenedOn: lastOpened?.date ?? null,
  };
}) {}
