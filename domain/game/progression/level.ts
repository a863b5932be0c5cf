/** XP needed to go from one level to the next. */
export const XP_PER_LEVEL = 100;

/** XP as a whole, non-negative number (negative or non-finite values count as 0). */
function wholeXp(xp: number): number {
  return Number.isFinite(xp) ? Math.max(0, Math.floor(xp)) : 0;
}

/** `level = floor(xp / 100) + 1`. */
export function levelForXp(xp: number): number {
  return Math.floor(wholeXp(xp) / XP_PER_LEVEL) + 1;
}

/** The XP at which `level` begins: `100 × (level − 1)`. */
export function levelStartXp(level: number): number {
  return XP_PER_LEVEL * (Math.max(1, Math.floor(level)) - 1);
}

/** `nextLevelXP = 100 × level`: the XP total at which the following level begins. */
export function nextLevelXpFor(level: number): number {
  return XP_PER_LEVEL * Math.max(1, Math.floor(level));
}

/** XP earned inside the current level: `xp − 100 × (level − 1)`. */
export function xpIntoLevel(xp: number): number {
  return wholeXp(xp) - levelStartXp(levelForXp(xp));
}

/**
 * How far through `level` the player is, as a percent clamped to 0..100. `level` defaults to the
 * level `xp` gives; a stored level that disagrees with the XP still gives a percent in range.
 */
export function levelProgressPercent(xp: number, level: number = levelForXp(xp)): number {
  const start = levelStartXp(level);
  const span = nextLevelXpFor(level) - start;
  const percent = ((wholeXp(xp) - start) / span) * 100;
  return Math.min(100, Math.max(0, percent));
}
