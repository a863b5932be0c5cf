import type { Period } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { CHALLENGE_BONUSES, CHALLENGE_TEMPLATES, type PeriodCounters } from './challenge-templates';

export type ChallengeGoal = {
  id: string;
  title: string;
  icon: string;
  unit: string;
  /** Progress so far, capped at the target. */
  current: number;
  target: number;
  /** Whole percent, 0..100. */
  progress: number;
  completed: boolean;
  claimed: boolean;
  xpReward: number;
};

export type ChallengeBonus = { id: string; title: string; icon: string; xpReward: number; completed: boolean; claimed: boolean };

export class UnknownGoalError extends DomainError {
  readonly code = 'UNKNOWN_GOAL';
  constructor(goalId: string) {
    super(`There is no challenge goal '${goalId}' in this period`);
  }
}

export class GoalNotCompletedError extends DomainError {
  readonly code = 'GOAL_NOT_COMPLETED';
  constructor() {
    super('This challenge is not completed yet');
  }
}

export class AlreadyClaimedError extends DomainError {
  readonly code = 'ALREADY_CLAIMED';
  constructor() {
    super('This reward has already been claimed');
  }
}

const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The period's goals with their progress from the period's counters and whether each was claimed. */
export function challengeGoals(period: Period, counters: PeriodCounters, claimedGoalIds: readonly string[]): ChallengeGoal[] {
  return CHALLENGE_TEMPLATES[period].map(({ counter, ...template }) => {
    const current = Math.min(count(counters[counter]), template.target);
    return {
      ...template,
      current,
      progress: Math.round((current / template.target) * 100),
      completed: current >= template.target,
      claimed: claimedGoalIds.includes(template.id),
    };
  });
}

/** The period's bonus: completed once every goal is completed. */
export function challengeBonus(period: Period, goals: readonly ChallengeGoal[], bonusClaimed: boolean): ChallengeBonus {
  return { ...CHALLENGE_BONUSES[period], completed: goals.length > 0 && goals.every((goal) => goal.completed), claimed: bonusClaimed };
}

/** A goal can be claimed once it is completed, and only once. */
export function canClaimGoal(goal: Pick<ChallengeGoal, 'completed' | 'claimed'>): boolean {
  return goal.completed && !goal.claimed;
}

/** The bonus can be claimed once all goals are done, and only once. */
export function canClaimBonus(bonus: Pick<ChallengeBonus, 'completed' | 'claimed'>): boolean {
  return bonus.completed && !bonus.claimed;
}

/** Throws the reason a goal or bonus cannot be claimed (already claimed is checked first). */
export function assertClaimable(reward: Pick<ChallengeGoal, 'completed' | 'claimed'>): void {
  if (reward.claimed) throw new AlreadyClaimedError();
  if (!reward.completed) throw new GoalNotCompletedError();
}

/** The goal with this id among the period's goals; throws UNKNOWN_GOAL otherwise. */
export function goalById(goals: readonly ChallengeGoal[], goalId: string): ChallengeGoal {
  const goal = goals.find((candidate) => candidate.id === goalId);
  if (!goal) throw new UnknownGoalError(goalId);
  return goal;
}
