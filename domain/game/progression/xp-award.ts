import { levelForXp, nextLevelXpFor } from './level';
import { rankForLevel } from './rank';

/** Base XP for what the server saw happen (PRODUCT.md). */
export const XP_SOURCES = {
  daily_login: 10,
  video_completed: 20,
  quiz_completed: 30,
  course_completed: 100,
} as const;
export type XpSource = keyof typeof XP_SOURCES;

/** Ledger sources whose amount is the claimed goal's or bonus's own `xpReward`. */
export const CHALLENGE_XP_SOURCES = ['challenge_goal', 'challenge_bonus'] as const;
export type ChallengeXpSource = (typeof CHALLENGE_XP_SOURCES)[number];

/** The sources a client may report through `POST /student/xp`; anything else is refused. */
export const CLIENT_XP_SOURCES = [
  'video_completed',
  'quiz_completed',
  'lesson_completed',
  'study_session',
  'course_completed',
] as const;
export type ClientXpSource = (typeof CLIENT_XP_SOURCES)[number];

/** Every reason an XP ledger row may carry. Client reports are stored as `client:<source>`. */
export type XpLedgerSource = XpSource | ChallengeXpSource | `client:${ClientXpSource}`;

export const CLIENT_XP_MIN_PER_CALL = 1;
export const CLIENT_XP_MAX_PER_CALL = 100;
/** At most this much client-reported XP per user per local day. */
export const CLIENT_XP_DAILY_CAP = 300;

export const MAX_STREAK_XP_BONUS_PERCENT = 50;

export function isClientXpSource(source: unknown): source is ClientXpSource {
  return typeof source === 'string' && (CLIENT_XP_SOURCES as readonly string[]).includes(source);
}

export type BoundedClientXp = { xpGain: number; capped: boolean; reason?: string };

/**
 * Bounds a client-reported XP amount: rounded and clamped to 1..100, then to what is left of the
 * day's 300. `reportedToday` is the base XP already accepted from client reports today.
 * `capped` is true whenever less than requested is granted, with a sentence saying why; at the
 * cap the call still succeeds with `xpGain: 0`.
 */
export function boundClientXp(requested: number, reportedToday: number): BoundedClientXp {
  const asked = Number.isFinite(requested) ? Math.round(requested) : CLIENT_XP_MIN_PER_CALL;
  const perCall = Math.min(CLIENT_XP_MAX_PER_CALL, Math.max(CLIENT_XP_MIN_PER_CALL, asked));
  const used = Number.isFinite(reportedToday) ? Math.max(0, Math.floor(reportedToday)) : 0;
  const remaining = Math.max(0, CLIENT_XP_DAILY_CAP - used);
  if (remaining === 0) {
    return {
      xpGain: 0,
      capped: true,
      reason: `Daily limit of ${CLIENT_XP_DAILY_CAP} XP from activity reports reached; completing content and challenges still earns XP.`,
    };
  }
  if (perCall > remaining) {
    return {
      xpGain: remaining,
      capped: true,
      reason: `Only ${remaining} XP was left of today's ${CLIENT_XP_DAILY_CAP} XP limit for activity reports.`,
    };
  }
  if (perCall < asked) {
    return { xpGain: perCall, capped: true, reason: `At most ${CLIENT_XP_MAX_PER_CALL} XP can be reported at once.` };
  }
  return { xpGain: perCall, capped: false };
}

/** `min(2 × currentStreak, 50)` percent extra XP. */
export function streakXpBonusPercent(currentStreak: number): number {
  const streak = Number.isFinite(currentStreak) ? Math.max(0, Math.floor(currentStreak)) : 0;
  return Math.min(2 * streak, MAX_STREAK_XP_BONUS_PERCENT);
}

/**
 * `round(base × (1 + streakBonus/100) × boostMultiplier)`; a multiplier below 1 counts as 1 (no
 * boost), a base at or below 0 gives 0.
 */
export function finalXpAward(base: number, currentStreak: number, boostMultiplier = 1): number {
  if (!Number.isFinite(base) || base <= 0) return 0;
  const multiplier = Number.isFinite(boostMultiplier) ? Math.max(1, boostMultiplier) : 1;
  // Integers first, one division last, so x.5 rounds the same way on every machine.
  return Math.round((base * (100 + streakXpBonusPercent(currentStreak)) * multiplier) / 100);
}

export type XpApplied = {
  newXP: number;
  newLevel: number;
  leveledUp: boolean;
  nextLevelXP: number;
  rank: string;
};

/** Adds an award to the player's XP and recomputes level, next-level XP and rank. */
export function applyXp(currentXp: number, award: number): XpApplied {
  const before = Math.max(0, Math.floor(Number.isFinite(currentXp) ? currentXp : 0));
  const gained = Math.max(0, Math.floor(Number.isFinite(award) ? award : 0));
  const newXP = before + gained;
  const newLevel = levelForXp(newXP);
  return {
    newXP,
    newLevel,
    leveledUp: newLevel > levelForXp(before),
    nextLevelXP: nextLevelXpFor(newLevel),
    rank: rankForLevel(newLevel),
  };
}
