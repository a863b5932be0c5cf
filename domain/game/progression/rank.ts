/** Ranks from level (PRODUCT.md), lowest level of each band first. */
export const RANK_TABLE: ReadonlyArray<{ fromLevel: number; rank: string }> = [
  { fromLevel: 1, rank: 'Bronze I' },
  { fromLevel: 4, rank: 'Bronze II' },
  { fromLevel: 7, rank: 'Bronze III' },
  { fromLevel: 10, rank: 'Silver I' },
  { fromLevel: 13, rank: 'Silver II' },
  { fromLevel: 16, rank: 'Silver III' },
  { fromLevel: 19, rank: 'Gold I' },
  { fromLevel: 22, rank: 'Gold II' },
  { fromLevel: 25, rank: 'Gold III' },
  { fromLevel: 28, rank: 'Platinum I' },
  { fromLevel: 31, rank: 'Platinum II' },
  { fromLevel: 34, rank: 'Platinum III' },
  { fromLevel: 37, rank: 'Diamond I' },
  { fromLevel: 40, rank: 'Diamond II' },
  { fromLevel: 50, rank: 'Diamond III' },
];

/** The rank for a level; levels below 1 count as 1. */
export function rankForLevel(level: number): string {
  let rank = RANK_TABLE[0].rank;
  for (const band of RANK_TABLE) if (level >= band.fromLevel) rank = band.rank;
  return rank;
}
