import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockPendingInvitation } from './class-invitations';

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
