import { daysBetween, type LocalDate } from '../../shared/calendar';

export type StreakState = {
  currentStreak: number;
  longestStreak: number;
  /** One missed day is forgiven while this is true. */
  graceDay: boolean;
  lastLoginDate: LocalDate | null;
};

export type StreakUpdate = {
  state: StreakState;
  /** False when today was already counted (nothing changed). */
  counted: boolean;
  /** True when the streak went on rather than starting over. */
  continued: boolean;
  usedGraceDay: boolean;
};

/** The grace day comes back each time the streak reaches a multiple of this. */
export const GRACE_DAY_EVERY = 7;

export const INITIAL_STREAK: StreakState = { currentStreak: 0, longestStreak: 0, graceDay: true, lastLoginDate: null };

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * Counts today's login (PRODUCT.md, Streaks), with `today` the user's local date:
 * - already counted today, or the last login is on a later date (the user moved west): nothing changes;
 * - last login yesterday: +1;
 * - exactly one day missed while `graceDay` is true: +1 and the grace day is spent;
 * - otherwise (or the first login ever): the streak starts over at 1.
 * `longestStreak` keeps the maximum; `graceDay` comes back whenever the streak reaches a multiple of 7.
 * `daysSinceLast` replaces the date difference after a time-zone change: the days turned since the last
 * step counted fairly (`daysTurnedSince` in domain/shared/fair-day.ts), so a change neither counts a
 * day twice nor skips one.
 */
export function updateLoginStreak(state: StreakState, today: LocalDate, daysSinceLast?: number): StreakUpdate {
  const current = whole(state.currentStreak);
  const longest = whole(state.longestStreak);
  const gap = state.lastLoginDate === null ? null : (daysSinceLast ?? daysBetween(state.lastLoginDate, today));
  if (gap !== null && gap <= 0) {
    // Nothing changes (stored values are only brought back into range: never negative).
    const unchanged = { ...state, currentStreak: current, longestStreak: Math.max(longest, current) };
    return { state: unchanged, counted: false, continued: false, usedGraceDay: false };
  }
  const usedGraceDay = gap === 2 && state.graceDay && current > 0;
  const continued = (gap === 1 && current > 0) || usedGraceDay;
  const currentStreak = continued ? current + 1 : 1;
  const graceDay = currentStreak % GRACE_DAY_EVERY === 0 ? true : usedGraceDay ? false : state.graceDay;
  return {
    state: { currentStreak, longestStreak: Math.max(longest, currentStreak), graceDay, lastLoginDate: today },
    counted: true,
    continued,
    usedGraceDay,
  };
}

/**
 * The streak as it stands on `today` before today's login: the stored streak while it can still go
 * on (last login today or yesterday, or two days ago with the grace day), otherwise 0.
 */
export function effectiveStreak(state: StreakState, today: LocalDate): number {
  if (state.lastLoginDate === null) return 0;
  const gap = daysBetween(state.lastLoginDate, today);
  const alive = gap <= 1 || (gap === 2 && state.graceDay);
  return alive ? whole(state.currentStreak) : 0;
}

/** A streak freeze gives the grace day back. */
export function restoreGraceDay(state: StreakState): StreakState {
  return { ...state, graceDay: true };
}

/** Flame colours: grey under 3 days, orange from 3, red from 7, purple from 14, blue from 30. */
export type FlameColour = 'grey' | 'orange' | 'red' | 'purple' | 'blue';

export const STREAK_FLAME_THRESHOLDS: ReadonlyArray<{ fromDays: number; colour: FlameColour }> = [
  { fromDays: 0, colour: 'grey' },
  { fromDays: 3, colour: 'orange' },
  { fromDays: 7, colour: 'red' },
  { fromDays: 14, colour: 'purple' },
  { fromDays: 30, colour: 'blue' },
];

export function streakFlameColour(streak: number): FlameColour {
  let colour: FlameColour = 'grey';
  for (const step of STREAK_FLAME_THRESHOLDS) if (streak >= step.fromDays) colour = step.colour;
  return colour;
}
