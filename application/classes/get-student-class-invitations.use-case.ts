import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ReceivedClassInvitation } from './class.repositories.port';

/** GET /student/class-invitations: the class invitations waiting for my answer, newest first. */
export class GetStudentClassInvitationsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<ReceivedClassInvitation[]> {
    return this.unitOfWork.read((tx) => tx.classInvitations.pendingOfStudent(query.studentId));
  }
}
