import type { Transaction } from '../ports/unit-of-work.port';
import { ChildLeavingError, ChildNotFoundError } from './parents.errors';

/** Every parent route that names a child goes through here first. */
export async function requireConnectedChild(tx: Transaction, parentId: number, childId: number): Promise<void> {
  if (!(await tx.parentLinks.isConnected(parentId, childId))) throw new ChildNotFoundError();
}

/**
 * Tokens, goals and wishlist decisions go only to a child who is staying: during the deletion grace
 * they would be erased with the account (or left on its anonymous remains).
 */
export async function requireChildStaying(tx: Transaction, childId: number): Promise<void> {
  if (await tx.accountDeletions.pendingFor(childId)) throw new ChildLeavingError();
}
