import type { Transaction } from '../ports/unit-of-work.port';
import { AlreadyConnectedError, ParentRequestNotFoundError } from './family-link.errors';
import type { LinkedParent } from './family-reads.port';

export interface ParentView {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export const person = (parent: LinkedParent): ParentView => ({ id: parent.id, username: parent.username, firstName: parent.firstName, lastName: parent.lastName });

/** The student's pending request from this parent, locked: two answers at once are taken one after the other. */
export async function lockPendingRequest(tx: Transaction, parentId: number, studentId: number): Promise<void> {
  const link = await tx.parentLinks.getForUpdate(parentId, studentId);
  if (link?.status === 'accepted') throw new AlreadyConnectedError('student');
  if (link?.status !== 'pending') throw new ParentRequestNotFoundError();
}
