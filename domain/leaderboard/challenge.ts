import { DEFAULT_CHALLENGE_MESSAGE, DEFAULT_CHALLENGE_TYPE, MAX_CHALLENGES_SENT_PER_DAY } from './categories';

/** The kinds of challenge a student can send from the leaderboard. */
export const CHALLENGE_TYPES = [DEFAULT_CHALLENGE_TYPE, 'xp-race', 'streak-battle', 'chest-race'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];
export const MAX_CHALLENGE_MESSAGE_LENGTH = 200;

export function isChallengeType(value: unknown): value is ChallengeType {
  return typeof value === 'string' && (CHALLENGE_TYPES as readonly string[]).includes(value);
}

/** The message to store: trimmed, the default when nothing is left. */
export function challengeMessage(message: string | null | undefined): string {
  const trimmed = (message ?? '').trim();
  return trimmed === '' ? DEFAULT_CHALLENGE_MESSAGE : trimmed;
}

/** Challenges a student may still send today, having sent `sentToday`. */
export function challengesLeftToday(sentToday: number): number {
  return Math.max(0, MAX_CHALLENGES_SENT_PER_DAY - Math.max(0, Math.floor(sentToday)));
}
