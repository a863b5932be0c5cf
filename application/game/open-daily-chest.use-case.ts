import { pickMaterial } from '../../domain/game/economy/catalogue';
import { dailyChestState, rollChestReward } from '../../domain/game/rewards/daily-chest';
import type { RandomSource } from '../../domain/shared/random';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ChestAlreadyOpenedError } from './game.errors';
import { lockPlayer, zoneSetting } from './student-access';

export interface ChestRewardView {
  type: 'token' | 'material';
  name: string;
  amount: number;
  rarity: string;
  icon: string;
  itemId?: string;
}

export class OpenDailyChestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number }): Promise<{ reward: ChestRewardView; nextAvailableAt: string; tokenBalance: number }> {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      // The last chest is read in the lock's round trip: it runs once the lock is granted.
      const [player, lastOpened] = await Promise.all([lockPlayer(tx, command.userId), tx.chests.lastOpened(command.userId)]);
      const state = dailyChestState(lastOpened, now, zoneSetting(player));
      if (!state.canOpen) throw new ChestAlreadyOpenedError(state.nextAvailableAt);

      const roll = rollChestReward(player.level, this.random);
      let reward: ChestRewardView;
      if (roll.type === 'token') {
        reward = { type: 'token', name: 'Tokens', amount: roll.amount, rarity: 'common', icon: '🪙' };
        await tx.ledger.payTokens(player.userId, roll.amount, 'daily_chest', state.today);
        player.tokenBalance += roll.amount;
        player.tokensEarned += roll.amount;
      } else {
        const material = pickMaterial(roll.rarity, this.random);
        reward = { type: 'material', name: material.name, amount: 1, rarity: material.rarity, icon: material.icon, itemId: material.itemId };
        await tx.inventory.add(player.userId, material.itemId, 1, null, now);
      }
      await tx.chests.record(player.userId, state.today, reward, now);
      player.chestsOpened += 1;
      await tx.players.save(player, now);
      const next = dailyChestState({ date: state.today, at: now }, now, zoneSetting(player)).nextAvailableAt;
      return { reward, nextAvailableAt: next.toISOString(), tokenBalance: player.tokenBalance };
    });
    void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
