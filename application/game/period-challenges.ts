import { challengeBonus, challengeGoals, type ChallengeBonus, type ChallengeGoal } from '../../domain/challenges/challenge-goals';
import { localDate, periodEnd, periodStart, type Period } from '../../domain/shared/calendar';
import type { Transaction } from '../ports/unit-of-work.port';
import type { Player } from './player';

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
  const goals = challengeGoals(period, counters, claimed);
  const bonus = challengeBonus(period, goals, claimed.includes(`${period}-bonus`));
  return { period, periodStart: start, periodEnd: end, goals, bonus };
}
