import type { Transaction } from '../ports/unit-of-work.port';
import type { ClassInvitationRecord } from './class.repositories.port';
import { ClassInvitationNotFoundError } from './classes.errors';

/** The student's own pending invitation, locked; anything else is the same 404. */
export async function lockPendingInvitation(tx: Transaction, studentId: number, invitationId: number): Promise<ClassInvitationRecord> {
  const invitation = await tx.classInvitations.getForUpdate(invitationId);
  if (!invitation || invitation.studentId !== studentId || invitation.state !== 'pending') throw new ClassInvitationNotFoundError();
  return invitation;
}
