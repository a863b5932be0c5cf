export type BoardEntry = {
  userId: string;
  score: number;
  /** Breaks ties of `score`; XP on the level board. */
  secondary?: number;
  /** When the player reached this score: on a tie, whoever reached it first ranks higher. */
  reachedAt: Date;
};

export type RankedEntry<T extends BoardEntry> = T & { rank: number };
export type Medal = 'gold' | 'silver' | 'bronze';

/** Higher score first, then higher secondary, then earlier `reachedAt`, then userId (so the order is total). */
export function compareEntries(a: BoardEntry, b: BoardEntry): number {
  if (a.score !== b.score) return b.score - a.score;
  const secondary = (b.secondary ?? 0) - (a.secondary ?? 0);
  if (secondary !== 0) return secondary;
  const reached = a.reachedAt.getTime() - b.reachedAt.getTime();
  if (reached !== 0) return reached;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Sorts a board and numbers it from 1 (no two players share a rank). The input is not changed. */
export function rankEntries<T extends BoardEntry>(entries: readonly T[]): Array<RankedEntry<T>> {
  return [...entries].sort(compareEntries).map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** The top three rows get gold, silver and bronze medals. */
export function medalFor(rank: number): Medal | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/** The level board orders by level, then by XP. */
export function levelBoardScore(level: number, xp: number): { score: number; secondary: number } {
  return { score: level, secondary: xp };
}

/**
 * `change` on a board: places moved up since the same board a day earlier (positive up,
 * negative down), 0 when there is no earlier snapshot.
 */
export function rankChange(previousRank: number | null, currentRank: number): number {
  return previousRank === null ? 0 : previousRank - currentRank;
}

/** How many places above and below the caller their neighbourhood reaches. */
export const NEIGHBOURHOOD_RADIUS = 5;

/** The caller's neighbourhood: `radius` places above and below, clipped to the board. */
export function neighbourhood(rank: number, total: number, radius = NEIGHBOURHOOD_RADIUS): { fromRank: number; toRank: number } {
  return { fromRank: Math.max(1, rank - radius), toRank: Math.min(Math.max(total, rank), rank + radius) };
}
