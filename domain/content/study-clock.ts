import { boundSecondsSpent, MAX_SECONDS_PER_PROGRESS_UPDATE } from './progress';

/** Seconds an update may claim beyond the real time since the last one: network delays, clocks that tick apart. */
export const STUDY_TIME_TOLERANCE_SECONDS = 10;
/** An update after this long without one starts a new session of the item and credits no time. */
export const STUDY_SESSION_IDLE_SECONDS = MAX_SECONDS_PER_PROGRESS_UPDATE;

export interface StudyClockState {
  /** The item's last update; null before the first. */
  itemClockAt: Date | null;
  /** Up to when the student's study time was credited, on any item; null before the first credit. */
  creditedUntil: Date | null;
  /** Seconds already credited on the student's local day, and that day's real length. */
  daySeconds: number;
  dayLengthSeconds: number;
}

export interface StudyCredit {
  /** Seconds credited now (the rest of the claim is refused quietly). */
  seconds: number;
  /** This update opened a session of the item: it starts the item's clock and credits nothing. */
  sessionOpened: boolean;
  itemClockAt: Date;
  creditedUntil: Date | null;
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/**
 * The study time an update may credit: at most what it claims, what real time allows since the
 * item's previous update (plus a small tolerance), what the student's other items have not already
 * been credited for in that time (one item's clock runs at a time), and what is left of the local
 * day. The student's clock moves by what was credited, so the tolerance is given once and not on
 * every update.
 */
export function creditStudyTime(claimedSeconds: number, now: Date, state: StudyClockState): StudyCredit {
  const { itemClockAt, creditedUntil } = state;
  if (itemClockAt === null || secondsBetween(itemClockAt, now) > STUDY_SESSION_IDLE_SECONDS || secondsBetween(itemClockAt, now) < 0) {
    return { seconds: 0, sessionOpened: true, itemClockAt: now, creditedUntil };
  }
  const start = creditedUntil && creditedUntil > itemClockAt ? creditedUntil : itemClockAt;
  const allowed = Math.floor(secondsBetween(start, now) + STUDY_TIME_TOLERANCE_SECONDS);
  const leftToday = state.dayLengthSeconds - state.daySeconds;
  const seconds = Math.max(0, Math.min(boundSecondsSpent(claimedSeconds), allowed, leftToday));
  return {
    seconds,
    sessionOpened: false,
    itemClockAt: now,
    creditedUntil: seconds > 0 ? new Date(start.getTime() + seconds * 1000) : creditedUntil,
  };
}
