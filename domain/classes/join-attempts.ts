/**
 * How guessing join codes is slowed: wrong codes count per student and per address, each within a
 * sliding hour. A correct code never counts, so a class joined at the first try costs nothing.
 */
export interface JoinAttemptLimits {
  windowSeconds: number;
  /** Wrong codes one student may type in a window. */
  perStudent: number;
  /** Wrong codes one address may send in a window, whoever sends them. */
  perAddress: number;
}

export const JOIN_ATTEMPT_LIMITS: JoinAttemptLimits = { windowSeconds: 60 * 60, perStudent: 10, perAddress: 10 };

/** The times (ms) of the attempts still inside the window that ends at `now`, oldest first. */
export function attemptsWithin(times: readonly number[], windowMs: number, now: number): number[] {
  return times.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);
}

/** Milliseconds until one more attempt fits under `limit` per window; 0 when it fits now. */
function waitUnderLimit(recent: readonly number[], limit: number, windowMs: number, now: number): number {
  if (recent.length < limit) return 0;
  return Math.max(0, recent[recent.length - limit] + windowMs - now);
}

/**
 * Milliseconds a join attempt waits, given the recent wrong attempts of the student and of the
 * address: the longer of the two; 0 when it may go ahead.
 */
export function joinAttemptWaitMs(recent: { student: readonly number[]; address: readonly number[] }, limits: JoinAttemptLimits, now: number): number {
  const windowMs = limits.windowSeconds * 1000;
  return Math.max(
    waitUnderLimit(attemptsWithin(recent.student, windowMs, now), limits.perStudent, windowMs, now),
    waitUnderLimit(attemptsWithin(recent.address, windowMs, now), limits.perAddress, windowMs, now),
  );
}

