/** The fastest playback speed the player offers: nobody watches faster. */
export const FASTEST_PLAYBACK_RATE = 2;
/** Seconds of playback a session may gain beyond what real time allows: a late update, clocks that tick apart. */
export const VIDEO_TOLERANCE_SECONDS = 10;
/** A video counts as watched at 90 % of its length. */
export const VIDEO_COMPLETION_SHARE = 0.9;

export interface WatchState {
  /** The furthest position the server vouches for. */
  watchedSeconds: number;
  /** Up to when real time was used for it; null before the first gain. */
  watchClockAt: Date | null;
}

/**
 * The furthest position the server vouches for after an update: the reported position, but no
 * further than 2× playback of the real time since the item's previous update (`previousUpdateAt`,
 * null when this update opens a session, which gains nothing), plus the tolerance, and never past
 * the end. The watch clock moves by the time the gain used, so the tolerance is given once and not
 * on every update. It never goes back: watching again is not losing.
 */
export function watchVideo(state: WatchState, reportedPosition: number, now: Date, previousUpdateAt: Date | null, durationSeconds: number): WatchState {
  if (previousUpdateAt === null) return state;
  const start = state.watchClockAt && state.watchClockAt > previousUpdateAt ? state.watchClockAt : previousUpdateAt;
  const reachable = FASTEST_PLAYBACK_RATE * ((now.getTime() - start.getTime()) / 1000) + VIDEO_TOLERANCE_SECONDS;
  const end = durationSeconds > 0 ? durationSeconds : Number.POSITIVE_INFINITY;
  const wanted = Math.min(reportedPosition, end) - state.watchedSeconds;
  const gain = Math.floor(Math.min(wanted, reachable));
  if (gain <= 0) return state;
  return { watchedSeconds: state.watchedSeconds + gain, watchClockAt: new Date(start.getTime() + (gain / FASTEST_PLAYBACK_RATE) * 1000) };
}

/** Whether the vouched position makes the video watched. */
export function videoWatched(watchedSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && watchedSeconds >= VIDEO_COMPLETION_SHARE * durationSeconds;
}
