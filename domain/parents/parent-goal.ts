import { DomainError } from '../shared/domain-error';

/** What a parent's goal for a child measures. */
export const GOAL_KINDS = ['study_minutes', 'courses_completed', 'quizzes_completed', 'videos_watched', 'xp', 'custom'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_LIMITS = { titleMax: 200, targetMin: 1, targetMax: 100_000 } as const;

export function isGoalKind(value: unknown): value is GoalKind {
  return (GOAL_KINDS as readonly unknown[]).includes(value);
}

export class GoalAlreadyCompletedError extends DomainError {
  readonly code = 'GOAL_ALREADY_COMPLETED';
  constructor() {
    super('This goal is already completed.');
  }
}

/** A goal is completed once: the moment it was first completed is kept. */
export function completeGoal(completedAt: Date | null, now: Date): Date {
  if (completedAt !== null) throw new GoalAlreadyCompletedError();
  return now;
}

/** The name a parent or child is shown by: first and last name, else the username. */
export function displayName(person: { username: string; firstName: string | null; lastName: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ').trim();
  return name === '' ? person.username : name;
}
