import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';
import { ClassInvitationNotFoundError } from './classes.errors';

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
