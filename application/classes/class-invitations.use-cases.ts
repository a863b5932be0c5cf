import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass, findOwnClass } from './class-access';
import { admit, studentClass } from './class-membership.use-cases';
import type { ClassInvitationRecord, ReceivedClassInvitation, SentClassInvitation, StudentClassRecord } from './class.repositories.port';
import { ClassInvitationNotFoundError } from './classes.errors';

/** GET /student/class-invitations: the class invitations waiting for my answer, newest first. */
export class GetStudentClassInvitationsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<ReceivedClassInvitation[]> {
    return this.unitOfWork.read((tx) => tx.classInvitations.pendingOfStudent(query.studentId));
  }
}

/** The student's own pending invitation, locked; anything else is the same 404. */
async function lockPendingInvitation(tx: Transaction, studentId: number, invitationId: number): Promise<ClassInvitationRecord> {
  const invitation = await tx.classInvitations.getForUpdate(invitationId);
  if (!invitation || invitation.studentId !== studentId || invitation.state !== 'pending') throw new ClassInvitationNotFoundError();
  return invitation;
}

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

/**
 * POST /student/class-invitations/{id}/decline: the invitation goes from the student's list. The
 * teacher keeps seeing only "invited", as for a name that is nobody's, so a refusal reveals
 * nothing; the class's later invitations to this student are never shown to them (the join code
 * still works, as their own choice).
 */
export class DeclineClassInvitationUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; invitationId: number }): Promise<{ id: number; status: 'declined' }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockPendingInvitation(tx, command.studentId, command.invitationId);
      await tx.classInvitations.answer(command.invitationId, 'declined', now);
      return { id: command.invitationId, status: 'declined' };
    });
  }
}

/** GET /classes/{id}/invitations: my class's invitations not accepted, as I typed them, newest first. */
export class ListClassInvitationsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number; classId: number }): Promise<Array<SentClassInvitation & { state: 'invited' }>> {
    return this.unitOfWork.run(async (tx) => {
      await findOwnClass(tx, query.teacherId, query.classId);
      return (await tx.classInvitations.openOfClass(query.classId)).map((invitation) => ({ ...invitation, state: 'invited' as const }));
    });
  }
}

/** DELETE /classes/{id}/invitations/{invitationId}: the teacher takes back an invitation not accepted. */
export class WithdrawClassInvitationUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; classId: number; invitationId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      const locked = await lockOwnClass(tx, command.teacherId, command.classId);
      if (!(await tx.classInvitations.withdraw(locked.id, command.invitationId))) throw new ClassInvitationNotFoundError();
      return { id: command.invitationId };
    });
  }
}
