import { challengeBonus, challengeGoals, type ChallengeBonus, type ChallengeGoal } from '../../domain/game/challenges/challenge-goals';
import { localDate, periodEnd, periodStart, type Period } from '../../domain/shared/calendar';
import { dailyRewardState, PENDING_REWARD_LOOKBACK_MS, zoneChangeMatters } from '../../domain/shared/fair-day';
import type { Transaction } from '../ports/unit-of-work.port';
import type { Player } from './player';
import { zoneSetting } from './student-access';

export interface PeriodChallenges {
  period: Period;
  periodStart: string;
  periodEnd: string;
  goals: ChallengeGoal[];
  bonus: ChallengeBonus;
}

/** A period's goals for a student, from that period's per-day counters and the recorded claims. */
export async function periodChallenges(tx: Transaction, player: Player, period: Period, now: Date): Promise<PeriodChallenges> {
  const today = localDate(now, player.timeZone);
  const start = periodStart(period, today);
  const end = periodEnd(period, today);
  const counters = await tx.activity.between(player.userId, start, end);
  const claimed = await tx.claims.claimedIds(player.userId, period, start);
  if (period === 'daily') claimed.push(...(await dailyClaimsNotDueYet(tx, player, now)));
  const goals = challengeGoals(period, counters, claimed);
  const bonus = challengeBonus(period, goals, claimed.includes(`${period}-bonus`));
  return { period, periodStart: start, periodEnd: end, goals, bonus };
}

/**
 * After a recent time-zone change, a daily goal (or the daily bonus) claimed on an earlier local date
 * counts as claimed today until the day has turned in both the old and the new zone since the claim.
 */
async function dailyClaimsNotDueYet(tx: Transaction, player: Player, now: Date): Promise<string[]> {
  const setting = zoneSetting(player);
  if (!zoneChangeMatters(setting, now)) return [];
  const recent = await tx.claims.lastDailyClaims(player.userId, new Date(now.getTime() - PENDING_REWARD_LOOKBACK_MS));
  return recent.filter((claim) => !dailyRewardState(claim, now, setting).available).map((claim) => claim.goalId);
}
