import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findOwnClass } from './class-access';
import type { SentClassInvitation } from './class.repositories.port';

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
