import { localDate, resolveTimeZone } from '../../../domain/shared/calendar';
import { gameApi, type LoginStreakResult } from '../api/game-api';
import { ApiError } from '../api/api-error';
import { readStored, writeStored } from '../api/storage';

/** The browser's record of the last local day the login streak was updated, per user. */
export const loginStreakKey = (userId: number | string) => `login_streak_${userId}`;

/** The user's own time zone when known, else the browser's. */
export function userTimeZone(timeZone?: string | null): string {
  const browser = (() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  })();
  return resolveTimeZone(timeZone ?? browser);
}

const inFlight = new Map<string, Promise<LoginStreakResult | null>>();

async function updateOnServer(): Promise<LoginStreakResult> {
  try {
    return await gameApi.loginStreak();
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) throw error;
    // The gaming profile may not exist yet: fetching it creates it; then one more try.
    await gameApi.gaming().catch(() => null);
    return gameApi.loginStreak();
  }
}

/**
 * Updates the login streak once per local day per user (spec §7): answers the server's result,
 * or null when today was already recorded in this browser. A failure leaves the day unrecorded,
 * so the next visit tries again.
 */
export function updateLoginStreakOnArrival(userId: number, timeZone?: string | null, now = new Date()): Promise<LoginStreakResult | null> {
  const today = localDate(now, userTimeZone(timeZone));
  const key = loginStreakKey(userId);
  if (readStored(key) === today) return Promise.resolve(null);
  const flight = `${userId}:${today}`;
  let pending = inFlight.get(flight);
  if (!pending) {
    pending = updateOnServer()
      .then((result) => {
        writeStored(key, today);
        return result;
      })
      .finally(() => inFlight.delete(flight));
    inFlight.set(flight, pending);
  }
  return pending;
}
