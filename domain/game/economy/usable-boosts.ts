import type { CatalogueItem } from '../inventory/item';

/** Usable boosts. Using the XP boost doubles XP for 30 minutes; the streak freeze restores the grace day. */
export const USABLE_BOOSTS: readonly CatalogueItem[] = [
  {
    itemId: 'xp-boost',
    name: 'XP Boost',
    description: 'Doubles the XP you earn for 30 minutes.',
    icon: '⚡',
    rarity: 'rare',
    type: 'usable',
    value: 25,
    isUsable: true,
    isSellable: true,
    effects: { type: 'xp_boost', multiplier: 2, durationSeconds: 1800 },
  },
  {
    itemId: 'streak-freeze',
    name: 'Streak Freeze',
    description: 'Restores your grace day, so one missed day does not break your streak.',
    icon: '🧊',
    rarity: 'epic',
    type: 'usable',
    value: 40,
    isUsable: true,
    isSellable: true,
    effects: { type: 'streak_freeze' },
  },
];
