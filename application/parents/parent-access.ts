import type { Transaction } from '../ports/unit-of-work.port';
import { ChildNotFoundError } from './parents.errors';

/** Every parent route that names a child goes through here first. */
export async function requireConnectedChild(tx: Transaction, parentId: number, childId: number): Promise<void> {
  if (!(await tx.parentLinks.isConnected(parentId, childId))) throw new ChildNotFoundError();
}
