/** Boosts found as drops expire this many days after they were found. */
export const BOOST_DROP_LIFETIME_DAYS = 7;
export const EXPIRY_WARNING_MS = 24 * 60 * 60 * 1000;
export const RECENT_DROPS_SHOWN = 5;

/** A boost is active if it has no expiry or the expiry is in the future (spec §4). */
export function isBoostActive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}

/** The warning mark: the expiry is in the future and at most 24 hours away. */
export function expiresWithin24Hours(expiresAt: Date | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= EXPIRY_WARNING_MS;
}

/** When a boost found as a drop at `acquiredAt` expires: 7 × 24 hours later. */
export function boostDropExpiresAt(acquiredAt: Date): Date {
  return new Date(acquiredAt.getTime() + BOOST_DROP_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/** When an effect used at `now` for `durationSeconds` ends. */
export function effectEndsAt(now: Date, durationSeconds: number): Date {
  return new Date(now.getTime() + durationSeconds * 1000);
}

/** The quantity badge: '99+' above 99, otherwise the number. */
export function quantityBadge(quantity: number): string {
  return quantity > 99 ? '99+' : String(quantity);
}

/** The newest `count` items by `acquiredAt`, newest first (the list is not changed). */
export function newestDrops<T extends { acquiredAt: Date }>(items: readonly T[], count = RECENT_DROPS_SHOWN): T[] {
  return [...items].sort((a, b) => b.acquiredAt.getTime() - a.acquiredAt.getTime()).slice(0, Math.max(0, count));
}

/**
 * The XP multiplier in force at `now`: the largest multiplier among active XP boosts, 1 when none.
 * Boosts do not stack.
 */
export function activeXpMultiplier(boosts: ReadonlyArray<{ multiplier: number; endsAt: Date | null }>, now: Date): number {
  let multiplier = 1;
  for (const boost of boosts) {
    if (isBoostActive(boost.endsAt, now) && Number.isFinite(boost.multiplier)) multiplier = Math.max(multiplier, boost.multiplier);
  }
  return multiplier;
}
