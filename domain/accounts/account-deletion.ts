/**
 * Deleting one's own account: asked for now, carried out after a grace period in which signing in
 * again offers to keep the account. PRODUCT.md names no period; two weeks leave time to notice a
 * child's or a parent's change of mind.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

const DAY_MS = 86_400_000;

/** When an account whose deletion was asked for at `requestedAt` is erased. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** The grace period is over: the account's personal data may be erased. */
export function isErasureDue(eraseAt: Date, now: Date): boolean {
  return eraseAt.getTime() <= now.getTime();
}

/**
 * What an erased account is called from then on, in place of its username and e-mail: a word with a
 * '#', which registration refuses in both, so no one can take it, and the id keeps it unique.
 */
export function erasedAccountName(userId: number): string {
  return `deleted#${userId}`;
}
