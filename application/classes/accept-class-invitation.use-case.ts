import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { admit, studentClass } from './class-membership';
import type { StudentClassRecord } from './class.repositories.port';
import { ClassInvitationNotFoundError } from './classes.errors';
import { lockPendingInvitation } from './class-invitations';

/**
 * POST /student/class-invitations/{id}/accept: the student becomes a member, within the class's
 * capacity, checked under the class row's lock as a join by code is. Already a member (joined by
 * code in between): the invitation is answered and the class answered as it is.
 */
export class AcceptClassInvitationUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; invitationId: number }): Promise<StudentClassRecord> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const seen = await tx.classInvitations.find(command.invitationId);
      if (!seen || seen.studentId !== command.studentId || seen.state !== 'pending') throw new ClassInvitationNotFoundError();
      // The class row first, as every way into a class locks it, then the invitation.
      const locked = await tx.classes.getForUpdate(seen.classId);
      if (!locked) throw new ClassInvitationNotFoundError();
      await lockPendingInvitation(tx, command.studentId, command.invitationId);
      if (await tx.classMembers.isMember(locked.id, command.studentId)) await tx.classInvitations.answer(command.invitationId, 'accepted', now);
      else await admit(tx, locked, command.studentId, now, 'you');
      return studentClass(tx, command.studentId, locked.id);
    });
  }
}
