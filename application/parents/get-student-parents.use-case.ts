import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ParentView, person } from './family-link';

export interface StudentParentsView {
  parents: Array<ParentView & { connectedAt: Date }>;
  requests: Array<ParentView & { requestedAt: Date }>;
}

/** GET /student/parents: the student's connected parents and the requests waiting for an answer. */
export class GetStudentParentsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<StudentParentsView> {
    return this.unitOfWork.run(async (tx) => {
      const { parents, requests } = await tx.familyReads.parentsOf(query.studentId);
      return {
        parents: parents.map((parent) => ({ ...person(parent), connectedAt: parent.at })),
        requests: requests.map((request) => ({ ...person(request), requestedAt: request.at })),
      };
    });
  }
}
