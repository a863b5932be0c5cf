import type { RandomSource } from '../../shared/random';

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Relative weights of a drop's or a chest material's rarity (PRODUCT.md): they sum to 100. */
export const RARITY_WEIGHTS: Readonly<Record<Rarity, number>> = { common: 70, rare: 22, epic: 7, legendary: 1 };

const TOTAL_WEIGHT = RARITIES.reduce((sum, rarity) => sum + RARITY_WEIGHTS[rarity], 0);

export function isRarity(value: unknown): value is Rarity {
  return typeof value === 'string' && (RARITIES as readonly string[]).includes(value);
}

/** One draw from `random`, kept inside [0, 1) even if the source misbehaves. */
export function draw(random: RandomSource): number {
  const value = random();
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 1 - Number.EPSILON : value;
}

/** Picks a rarity by weight with one draw: [0, .70) common, [.70, .92) rare, [.92, .99) epic, [.99, 1) legendary. */
export function pickRarity(random: RandomSource): Rarity {
  let point = draw(random) * TOTAL_WEIGHT;
  for (const rarity of RARITIES) {
    point -= RARITY_WEIGHTS[rarity];
    if (point < 0) return rarity;
  }
  return RARITIES[RARITIES.length - 1];
}

export type RarityOdds = { rarity: Rarity; percent: number };

/** The public odds of each rarity, in percent, from the same weights `pickRarity` uses. */
export function rarityOdds(): RarityOdds[] {
  return RARITIES.map((rarity) => ({ rarity, percent: (RARITY_WEIGHTS[rarity] * 100) / TOTAL_WEIGHT }));
}
