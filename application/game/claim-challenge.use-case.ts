import { assertClaimable, goalById } from '../../domain/game/challenges/challenge-goals';
import type { Period } from '../../domain/shared/calendar';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { periodChallenges } from './period-challenges';
import { lockPlayer } from './student-access';
import type { XpAwarder } from './xp-awarder';

/** Claims a completed goal, or the period's bonus, once per period; answers the XP award. */
export class ClaimChallengeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number; period: Period; goalId: string }) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const challenges = await periodChallenges(tx, player, command.period, now);
      const isBonus = command.goalId === challenges.bonus.id;
      const reward = isBonus ? challenges.bonus : goalById(challenges.goals, command.goalId);
      assertClaimable(reward);
      const source = isBonus ? 'challenge_bonus' : 'challenge_goal';
      const award = await this.xp.award(tx, player, reward.xpReward, source, `${command.period}:${challenges.periodStart}:${reward.id}`, now);
      await tx.claims.record(player.userId, command.period, challenges.periodStart, reward.id, award.xpGain, now);
      await tx.players.save(player, now);
      return { claimed: { period: command.period, periodStart: challenges.periodStart, goalId: reward.id }, ...award };
    });
    void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
