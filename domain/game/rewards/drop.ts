import type { RandomSource } from '../../shared/random';
import { draw, pickRarity, RARITIES, RARITY_WEIGHTS, type Rarity } from './rarity';

export const BASE_DROP_CHANCE_PERCENT = 15;
export const MAX_STREAK_DROP_BONUS = 25;
export const MAX_LEVEL_DROP_BONUS = 10;
export const MAX_DROP_CHANCE_PERCENT = 50;

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** `min(15 + min(streak, 25) + min(level, 10), 50)` percent. */
export function dropChancePercent(currentStreak: number, level: number): number {
  const chance =
    BASE_DROP_CHANCE_PERCENT + Math.min(whole(currentStreak), MAX_STREAK_DROP_BONUS) + Math.min(whole(level), MAX_LEVEL_DROP_BONUS);
  return Math.min(chance, MAX_DROP_CHANCE_PERCENT);
}

/** The width of the drop-chance bar: the chance in percent, capped at 100. */
export function dropChanceBarPercent(currentStreak: number, level: number): number {
  return Math.min(100, dropChancePercent(currentStreak, level));
}

/**
 * Rolls the item drop after an XP award: one draw decides whether something drops
 * (draw × 100 < chance), a second picks its rarity. Null when nothing drops.
 */
export function rollDrop(currentStreak: number, level: number, random: RandomSource): Rarity | null {
  if (draw(random) * 100 >= dropChancePercent(currentStreak, level)) return null;
  return pickRarity(random);
}

export type DropOdds = { chancePercent: number; rarities: Array<{ rarity: Rarity; percent: number }> };

/** The public drop odds for a player: the chance of any drop, and of each rarity overall. */
export function dropOdds(currentStreak: number, level: number): DropOdds {
  const chancePercent = dropChancePercent(currentStreak, level);
  const total = RARITIES.reduce((sum, rarity) => sum + RARITY_WEIGHTS[rarity], 0);
  return {
    chancePercent,
    rarities: RARITIES.map((rarity) => ({ rarity, percent: (chancePercent * RARITY_WEIGHTS[rarity]) / total })),
  };
}
