import { readStored, writeStored } from '../api/storage';

/**
 * The spec's local claim flag: the goals claimed in this browser, keyed by user id, period and
 * the period's start date. The server keeps its own record; this one marks a goal claimed even
 * when the claim call failed.
 */
export const claimFlagKey = (userId: number | string, period: string, periodStart: string) =>
  `challenge_claims_${userId}_${period}_${periodStart}`;

export function locallyClaimed(userId: number, period: string, periodStart: string): string[] {
  const raw = readStored(claimFlagKey(userId, period, periodStart));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markClaimedLocally(userId: number, period: string, periodStart: string, goalId: string): void {
  const claimed = locallyClaimed(userId, period, periodStart);
  if (!claimed.includes(goalId)) claimed.push(goalId);
  writeStored(claimFlagKey(userId, period, periodStart), JSON.stringify(claimed));
}
