export const MAX_PAGE_LIMIT = 100;
/** Page size of the main leaderboard view; the tab asks for 20. */
export const DEFAULT_LEADERBOARD_LIMIT = 50;

export type PageBounds = { page: number; limit: number; offset: number };

const wholeOr = (value: number, fallback: number) => (Number.isFinite(value) ? Math.floor(value) : fallback);

/** Normalises paging: page at least 1, limit 1..100 (default 50), and the row offset. */
export function pageBounds(page: number, limit: number): PageBounds {
  const safePage = Math.max(1, wholeOr(page, 1));
  const safeLimit = Math.min(MAX_PAGE_LIMIT, Math.max(1, wholeOr(limit, DEFAULT_LEADERBOARD_LIMIT)));
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}

/** True when rows remain after this page. */
export function hasMore(page: number, limit: number, total: number): boolean {
  const bounds = pageBounds(page, limit);
  return bounds.offset + bounds.limit < total;
}
